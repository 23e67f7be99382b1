import type { PriceTag } from '../../../../domain/configurator/price-effects.ts';
import classes from '../configurator-page.module.css';

/** What a choice does to the price, beside it: an amount in figures, or a word ("included"). */
export function PriceText({ tag, text }: { tag: PriceTag['kind'] | 'agency'; text: string | null }) {
  if (!text) return null;
  return <span className={tag === 'amount' ? classes.priceAmount : classes.priceWord}>{text}</span>;
}
