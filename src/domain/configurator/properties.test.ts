// Property tests over generated models: random steps, field types, prices (fixed, unpriced, dependsOn
// base choices), filters on sub-steps and base choices, and packages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceConfiguration } from './pricing.ts';
import { evaluateOptions, invalidSelections } from './rules.ts';
import { buildCase } from './testing/model-generator.ts';

const cents = (amount: number) => Math.round(amount * 100);

describe('pricing properties', () => {
  it('total = base + Σ options − package effect − discount, to the cent, never NaN', () => {
    fc.assert(
      fc.property(fc.gen(), fc.boolean(), (g, discount) => {
        const { model, selection } = buildCase(g, false);
        const result = priceConfiguration(model, selection, { discount });
        const amounts = [result.base, result.packageEffect, result.discount, result.total];
        for (const line of result.options) if (line.price !== null) amounts.push(line.price);
        for (const amount of amounts)
          expect(Number.isInteger(cents(amount)) && Math.abs(cents(amount) - amount * 100) < 1e-6).toBe(true);
        const optionCents = result.options.reduce((sum, line) => sum + cents(line.price ?? 0), 0);
        expect(cents(result.total)).toBe(
          cents(result.base) + optionCents - cents(result.packageEffect) - cents(result.discount),
        );
        // each option once
        const keys = result.options.map((line) => `${line.subStepSlug}/${line.value}`);
        expect(new Set(keys).size).toBe(keys.length);
        // discount = 0.005 × n × (base + Σ options), off by at most the half cent of rounding
        const priced = result.options.filter((line) => line.price !== null && line.price !== 0).length;
        const exact = discount ? 0.005 * priced * (cents(result.base) + optionCents) : 0;
        expect(Math.abs(cents(result.discount) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of the selection, nor on repeated values', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { model, selection } = buildCase(g, true);
        const reordered: Record<string, string[]> = {};
        for (const key of g(fc.shuffledSubarray, Object.keys(selection.values), {
          minLength: Object.keys(selection.values).length,
        })) {
          const values = selection.values[key] ?? [];
          const shuffled = g(fc.shuffledSubarray, values, { minLength: values.length });
          reordered[key] = g(fc.boolean) ? [...shuffled, ...shuffled.slice(0, 1)] : shuffled;
        }
        const again = { ...selection, values: reordered };
        expect(priceConfiguration(model, again, { discount: true })).toEqual(
          priceConfiguration(model, selection, { discount: true }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('selecting the options of a selected package by hand as well changes nothing', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { model, selection } = buildCase(g, false);
        const packages =
          model.steps.find((step) => step.slug === 'packages')?.subSteps[0]?.options.data ?? [];
        const values = structuredClone(selection.values);
        for (const pack of packages) {
          if (!selection.values.pkg?.includes(pack.value)) continue;
          for (const target of pack.packageOptions ?? [])
            values[target.slug] = [...(values[target.slug] ?? []), ...target.optionIds];
        }
        expect(priceConfiguration(model, { ...selection, values }, { discount: true })).toEqual(
          priceConfiguration(model, selection, { discount: true }),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('filter properties', () => {
  it('an option is shown exactly when every filter key is empty or shares a value; hidden ones name a blocking key', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { model, selection } = buildCase(g, true);
        // independent oracle: hand selection plus everything selected packages add
        const effective: Record<string, Set<string>> = {};
        const add = (slug: string, value: string) => {
          effective[slug] ??= new Set();
          effective[slug].add(value);
        };
        for (const [slug, values] of Object.entries(selection.values))
          for (const value of values) add(slug, value);
        const packages =
          model.steps.find((step) => step.slug === 'packages')?.subSteps[0]?.options.data ?? [];
        for (const pack of packages) {
          if (!selection.values.pkg?.includes(pack.value)) continue;
          for (const target of pack.packageOptions ?? [])
            for (const value of target.optionIds) add(target.slug, value);
        }
        const chosen = (key: string): string[] =>
          key === 'dosingLine' || key === 'dayTank' || key === 'country'
            ? [selection[key]]
            : [...(effective[key] ?? [])];
        const stepOf = new Map(
          model.steps.flatMap((step) => step.subSteps.map((sub) => [sub.slug, step.slug] as const)),
        );

        const hiddenSelected = new Set<string>();
        for (const step of model.steps) {
          for (const sub of step.subSteps) {
            for (const option of evaluateOptions(model, selection, sub.slug)) {
              const failing = Object.entries(option.filter ?? {})
                .filter(([key, allowed]) => {
                  const values = chosen(key);
                  return values.length > 0 && !values.some((value) => allowed.includes(value));
                })
                .map(([key]) => key);
              expect(option.hidden).toBe(failing.length > 0);
              if (option.hidden) {
                expect(failing).toContain(option.blockedBy.subStepSlug);
                expect(option.blockedBy.stepSlug).toBe(stepOf.get(option.blockedBy.subStepSlug) ?? 'base');
                if (effective[sub.slug]?.has(option.value)) hiddenSelected.add(`${sub.slug}/${option.value}`);
              }
            }
          }
        }
        // invalidSelections reports exactly the selected values that are hidden
        const reported = invalidSelections(model, selection).map(
          (item) => `${item.subStepSlug}/${item.value}`,
        );
        expect(new Set(reported)).toEqual(hiddenSelected);
      }),
      { numRuns: 300 },
    );
  });
});
