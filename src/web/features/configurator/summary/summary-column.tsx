// The summary with the save action and the slots: in the desktop column (whose price dock holds the total
// and the Save button) and in the phone's sheet. Loaded after the first view: the server never renders it.
import { type ReactNode, useRef } from 'react';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { StepProgress } from '../../../../domain/configurator/view.ts';
import classes from '../configurator-page.module.css';
import { askForCallBack } from '../quote/quote-drafts.ts';
import type { LivePrice, MachineModel } from '../state/live-price.ts';
import type { GoTo } from '../steps/sub-step-place.ts';
import { useTexts } from '../texts.tsx';
import { BuyerFacts } from './buyer-facts.tsx';
import { PriceDock } from './price-dock.tsx';
import { PriceSummary } from './price-summary.tsx';
import { SavePanel } from './save-panel.tsx';
import { TotalAmount } from './total-amount.tsx';
import type { SaveState } from './use-save-configuration.ts';

export function SummaryColumn(props: {
  live: boolean;
  headingId: string;
  /** the desktop column, with its price dock; the phone's sheet is not */
  docked: boolean;
  total: string;
  quoteId: string;
  slug: string;
  variant: 'public' | 'internal';
  model: MachineModel;
  selection: Selection;
  price: LivePrice;
  progress: StepProgress[];
  goTo: GoTo;
  /** none: the configuration cannot be saved as a code here (the draft preview) */
  save?: SaveState;
  extras?: ReactNode;
  after?: ReactNode;
}) {
  const { live, docked, slug, selection, save, variant, after } = props;
  const { t } = useTexts();
  const afterRef = useRef<HTMLDivElement>(null);
  // A call back is asked through the quote request below: its draft gets the message, and the visitor
  // is taken there to give a phone number.
  const callBack = after
    ? () => {
        // There first (the focus going in loads the form), then the request: the form then takes the focus.
        const target = afterRef.current;
        target?.scrollIntoView({ block: 'start' });
        target?.focus({ preventScroll: true });
        askForCallBack(slug, t('callBackMessage'));
      }
    : undefined;
  const facts = <BuyerFacts model={props.model} onCallBack={callBack} />;
  const savePanel = (part: 'button' | 'result' | 'all') =>
    save && (
      <SavePanel
        slug={slug}
        selection={selection}
        model={props.model}
        price={props.price}
        state={save}
        variant={variant}
        part={part}
      />
    );
  return (
    <>
      {docked && (
        <PriceDock
          total={<TotalAmount text={props.total} live={live} testId="configurator-total" />}
          save={savePanel('button')}
          facts={facts}
          quoteTarget={after ? props.quoteId : undefined}
        />
      )}
      {!docked && facts}
      <PriceSummary
        model={props.model}
        selection={selection}
        price={props.price}
        progress={props.progress}
        goTo={props.goTo}
        live={live}
        headingId={props.headingId}
        showTotal={!docked}
      >
        {props.extras}
        {savePanel(docked ? 'result' : 'all')}
      </PriceSummary>
      {after && (
        <div
          className={classes.afterSummary}
          data-testid="after-summary"
          id={docked ? props.quoteId : undefined}
          tabIndex={-1}
          ref={afterRef}
        >
          {after}
        </div>
      )}
    </>
  );
}
