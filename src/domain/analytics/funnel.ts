// The configurator funnel of one machine as the /analytics page and its export show it
// (docs/product.md#analytics): started, each step completed in the order visitors met it, price shown,
// code saved, quote requested, with what each stage lost against the one before. One function for the
// page and the spreadsheet, so both give the same rows.

/** The report's stages (analytics.report): every stage but the steps. */
type FunnelStageName = 'configurator_started' | 'price_shown' | 'code_saved' | 'quote_requested';

export type MachineFunnelFigures = {
  machine: string;
  stages: { stage: FunnelStageName; visitors: number }[];
  steps: { step: string; visitors: number }[];
};

export type FunnelRow = {
  /** unique within the funnel: the stage's name, or `step:<slug>` */
  key: string;
  label: string;
  visitors: number;
  /** share of the visitors who started (0–1); null when nobody started */
  ofStarted: number | null;
  /** visitors fewer than at the stage before (negative: more came in here); null for the first stage */
  dropOff: number | null;
  /** that loss as a share of the stage before (0–1); null for the first stage or when it had nobody */
  dropOffShare: number | null;
};

const FUNNEL_STAGE_LABELS: Record<FunnelStageName, string> = {
  configurator_started: 'Started',
  price_shown: 'Price shown',
  code_saved: 'Code saved',
  quote_requested: 'Quote requested',
};

/** A step's row: `material-supply` → "Step completed: Material supply". */
export function stepLabel(step: string): string {
  const words = step.replace(/[-_]+/g, ' ').trim();
  return words ? `Step completed: ${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Step completed';
}

export function funnelRows(funnel: MachineFunnelFigures): FunnelRow[] {
  const stage = (name: FunnelStageName) => funnel.stages.find((entry) => entry.stage === name)?.visitors ?? 0;
  const ordered: { key: string; label: string; visitors: number }[] = [
    {
      key: 'configurator_started',
      label: FUNNEL_STAGE_LABELS.configurator_started,
      visitors: stage('configurator_started'),
    },
    ...funnel.steps.map((entry) => ({
      key: `step:${entry.step}`,
      label: stepLabel(entry.step),
      visitors: entry.visitors,
    })),
    ...(['price_shown', 'code_saved', 'quote_requested'] as const).map((name) => ({
      key: name,
      label: FUNNEL_STAGE_LABELS[name],
      visitors: stage(name),
    })),
  ];
  const started = ordered[0]?.visitors ?? 0;
  return ordered.map((row, index) => {
    const before = index === 0 ? undefined : ordered[index - 1];
    const dropOff = before ? before.visitors - row.visitors : null;
    return {
      ...row,
      ofStarted: started > 0 ? row.visitors / started : null,
      dropOff,
      dropOffShare: before && before.visitors > 0 && dropOff !== null ? dropOff / before.visitors : null,
    };
  });
}
