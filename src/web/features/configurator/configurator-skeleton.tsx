// Loading: skeletons shaped like the page (title, step list, options, summary), not a spinner.
import { Skeleton, Stack } from '@mantine/core';
import classes from './configurator-page.module.css';

export function ConfiguratorSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true" data-testid="configurator-loading">
      <Stack gap="lg">
        <Skeleton height={36} width="45%" />
        <Skeleton height={16} width="70%" />
        <Skeleton height={40} />
        <Skeleton height={28} width="35%" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={52} />
        ))}
      </Stack>
      <Stack gap="sm" className={classes.summaryColumn}>
        <Skeleton height={28} width="60%" />
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={18} />
        ))}
        <Skeleton height={36} />
      </Stack>
    </div>
  );
}
