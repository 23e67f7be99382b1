// Next to the total, what a buyer asks before they ask for a quote (docs/product.md#ux-price-in-view):
// when the machine would arrive, and whom to talk to, with a call back asked through the quote request.

import pageClasses from '../configurator-page.module.css';
import type { MachineModel } from '../state/live-price.ts';
import { useTexts } from '../texts.tsx';
import classes from './price-dock.module.css';

export function BuyerFacts({
  model,
  onCallBack,
}: {
  model: Pick<MachineModel, 'leadTimeWeeks' | 'salesContact'>;
  /** present where the page has the quote request: "Call me back" starts one */
  onCallBack?: () => void;
}) {
  const { t } = useTexts();
  const lead = model.leadTimeWeeks;
  const contact = model.salesContact;
  if (!lead && !contact) return null;
  return (
    <div className={classes.facts} data-testid="buyer-facts">
      {lead && (
        <p>
          {lead.min === lead.max
            ? t('leadTimeExact', { weeks: String(lead.min) })
            : t('leadTime', { min: String(lead.min), max: String(lead.max) })}
        </p>
      )}
      {contact && (
        <p>
          {t('salesContact')}{' '}
          {contact.phone && <a href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</a>}
          {contact.phone && contact.email && ' · '}
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
          {onCallBack && (
            <>
              {' · '}
              <button type="button" className={pageClasses.linkButton} onClick={onCallBack}>
                {t('callMeBack')}
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
