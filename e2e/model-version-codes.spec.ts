// A code saved on one model version opens on the next, and the page says in one sentence what changed:
// the price then and now, and the option no longer offered. The model changes through the editor's API
// as a development user, and is rolled back at the end, so the worker's other specs see the demo model.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

const SLUG = 'lx';
const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

type Option = {
  value: string;
  label: string;
  price: unknown;
  filter?: unknown;
  packageOptions?: { slug: string; optionIds: string[] }[];
};
type Model = {
  steps: { slug: string; subSteps: { slug: string; options: { fieldType: string; data: Option[] } }[] }[];
  starters?: { selection: { values: Record<string, string[]> } }[];
};

async function query<T>(request: APIRequestContext, path: string, value: unknown): Promise<T> {
  const response = await request.get(`/api/trpc/${path}?${input(value)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result.data as T;
}

async function mutate<T>(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  value: unknown,
): Promise<T> {
  const response = await request.post(`/api/trpc/${path}`, {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: value,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result.data as T;
}

test.describe('a code across model versions', () => {
  test.use({ signedInAs: 'development', locale: 'en-GB' });

  test('opens on the next version and says what changed since it was saved, at 1280 and 390', async ({
    page,
    baseURL,
  }) => {
    const request = page.context().request;
    const draft = await query<{ draftVersion: number; model: Model }>(request, 'configuratorAdmin.draft', {
      slug: SLUG,
    });
    // Two priced options a visitor may tick freely: one gets dearer, the other is taken out.
    const free = draft.model.steps
      .filter((step) => step.slug !== 'packages')
      .flatMap((step) => step.subSteps)
      .filter((subStep) => subStep.options.fieldType === 'checkbox')
      .flatMap((subStep) =>
        subStep.options.data
          .filter((option) => typeof option.price === 'number' && !option.filter)
          .map((option) => ({ subStep: subStep.slug, option })),
      );
    const [dearer, gone] = free;
    if (!dearer || !gone) throw new Error('the demo machine needs two freely chosen priced options');

    const machine = await query<{ choices: { dosingLines: { id: string }[]; dayTanks: { id: string }[] } }>(
      request,
      'publicConfigurator.machineModel',
      { slug: SLUG, locale: 'en' },
    );
    const values: Record<string, string[]> = {};
    for (const { subStep, option } of [dearer, gone])
      values[subStep] = [...(values[subStep] ?? []), option.value];
    const { code } = await mutate<{ code: string }>(
      request,
      baseURL,
      'publicConfigurator.saveConfiguration',
      {
        slug: SLUG,
        selection: {
          dosingLine: machine.choices.dosingLines[0]?.id,
          country: 'DE',
          dayTank: machine.choices.dayTanks[0]?.id,
          values,
        },
        units: { freq: 50, unit: 'cm' },
        locale: 'en',
      },
    );

    const changed: Model = {
      ...draft.model,
      steps: draft.model.steps.map((step) => ({
        ...step,
        subSteps: step.subSteps.map((subStep) => ({
          ...subStep,
          options: {
            ...subStep.options,
            data: subStep.options.data
              .filter((option) => !(subStep.slug === gone.subStep && option.value === gone.option.value))
              .map((option) => {
                const price =
                  subStep.slug === dearer.subStep && option.value === dearer.option.value
                    ? (option.price as number) + 1000
                    : option.price;
                // A package that held the option taken out lets it go.
                const packageOptions = option.packageOptions?.map((target) => ({
                  ...target,
                  optionIds: target.optionIds.filter(
                    (value) => !(target.slug === gone.subStep && value === gone.option.value),
                  ),
                }));
                return { ...option, price, ...(packageOptions ? { packageOptions } : {}) };
              }),
          },
        })),
      })),
      ...(draft.model.starters
        ? {
            starters: draft.model.starters.map((starter) => ({
              ...starter,
              selection: {
                ...starter.selection,
                values: Object.fromEntries(
                  Object.entries(starter.selection.values).map(([slug, chosen]) => [
                    slug,
                    chosen.filter((value) => !(slug === gone.subStep && value === gone.option.value)),
                  ]),
                ),
              },
            })),
          }
        : {}),
    };
    const saved = await mutate<{ draftVersion: number }>(request, baseURL, 'configuratorAdmin.saveDraft', {
      slug: SLUG,
      expectedDraftVersion: draft.draftVersion,
      model: changed,
    });
    const { modelVersion } = await mutate<{ modelVersion: number }>(
      request,
      baseURL,
      'configuratorAdmin.publish',
      {
        slug: SLUG,
        expectedDraftVersion: saved.draftVersion,
        note: 'e2e: one option dearer, one taken out',
      },
    );
    try {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`/configurator/${SLUG}?code=${code}`);
        const sentence = page.getByTestId('since-saved');
        await expect(sentence).toBeVisible();
        await expect(sentence).toHaveText(
          new RegExp(
            `^Since this configuration was saved, the price changed from €[0-9,.]+ to €[0-9,.]+, and ‘${gone.option.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}’ is no longer offered\\.$`,
          ),
        );
        const [then, now] = ((await sentence.textContent()) ?? '')
          .match(/€[0-9,.]+/g)
          ?.map((amount) => Number(amount.replace(/[€,]/g, ''))) ?? [0, 0];
        // Dearer by 1,000 € and without the option taken out.
        expect(now).toBeCloseTo((then as number) + 1000 - (gone.option.price as number), 2);
      }
    } finally {
      await mutate(request, baseURL, 'configuratorAdmin.rollback', {
        slug: SLUG,
        toModelVersion: modelVersion - 1,
      });
    }
  });
});
