import { Group, Text } from '@mantine/core';
import {
  availabilityLabel,
  isRelationType,
  NOT_AVAILABLE_LABEL,
  RELATION_TYPES,
  type RelationType,
} from '../../../domain/availability.ts';
import classes from './availability.module.css';

/** Short marks for dense matrices; the legend and the accessible text give the full words. */
const SHORT_LABELS: Record<RelationType, string> = {
  standardOptimized: 'S+',
  optionalOptimized: 'O+',
  standard: 'S',
  optional: 'O',
};
const NOT_AVAILABLE_MARK = '–';

/**
 * One availability, in colour and in words (UX: nothing told by colour alone). `short` shows the
 * mark (S+, O+, S, O, –) with the full label for screen readers and as a tooltip.
 */
export function AvailabilityMark({
  relationType,
  short = false,
}: {
  relationType: string | null | undefined;
  short?: boolean;
}) {
  const known = isRelationType(relationType) ? relationType : undefined;
  const label = availabilityLabel(relationType);
  return (
    <span className={classes.mark} data-relation={known ?? 'none'} title={short ? label : undefined}>
      {short ? (
        <>
          {known ? SHORT_LABELS[known] : NOT_AVAILABLE_MARK}
          <span className={classes.srOnly}>{label}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}

/** What the colours and marks mean: every mark with its words. */
export function AvailabilityLegend() {
  return (
    <Group gap="md" component="ul" className={classes.legend} aria-label="Availability legend">
      {[...RELATION_TYPES, null].map((type) => (
        <li key={type ?? 'none'} className={classes.legendItem}>
          <span className={classes.mark} data-relation={type ?? 'none'} aria-hidden="true">
            {type ? SHORT_LABELS[type] : NOT_AVAILABLE_MARK}
          </span>
          <Text size="sm" component="span">
            {type ? availabilityLabel(type) : NOT_AVAILABLE_LABEL}
          </Text>
        </li>
      ))}
    </Group>
  );
}
