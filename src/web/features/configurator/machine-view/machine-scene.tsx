// The 3D part of the machine view (docs/product.md#part-models): the machine's parts, read once, and the
// ones the current selection shows, decided here on every change without asking the server.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { partShown } from '../../../../domain/configurator/part-links.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { PartViewer } from '../../../components/part-scene/part-viewer.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { allOf } from '../steps/option-words.ts';
import { useTexts } from '../texts.tsx';

const NONE: never[] = [];

export type MachineSceneProps = {
  slug: string;
  machineName: string;
  selection: Selection;
  onReady: () => void;
  /** no WebGL, no parts, or the parts could not be read: the picture stays */
  onUnavailable: () => void;
};

export function MachineScene({ slug, machineName, selection, onReady, onUnavailable }: MachineSceneProps) {
  const { t, locale } = useTexts();
  const trpc = useTRPC();
  const parts = useQuery({
    ...trpc.publicConfigurator.machineParts.queryOptions({ slug }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const list = parts.data ?? NONE;
  const none = parts.isError || (parts.isSuccess && list.length === 0);
  useEffect(() => {
    if (none) onUnavailable();
  }, [none, onUnavailable]);
  const shown = useMemo(
    () => new Set(list.filter((part) => partShown(part.links, selection)).map((part) => part.id)),
    [list, selection],
  );
  const texts = useMemo(
    () => ({
      help: t('previewHelp'),
      shows: (names: string[]) => t('previewShows', { parts: allOf(names, locale) }),
      rotateLeft: t('previewRotateLeft'),
      rotateRight: t('previewRotateRight'),
      zoomIn: t('previewZoomIn'),
      zoomOut: t('previewZoomOut'),
      reset: t('previewReset'),
      fullScreen: t('previewFullScreen'),
      closeFullScreen: t('previewCloseFullScreen'),
    }),
    [t, locale],
  );
  if (list.length === 0) return null;
  return (
    <PartViewer
      parts={list}
      shown={shown}
      label={t('previewLabel', { machine: machineName })}
      texts={texts}
      onReady={onReady}
      onUnavailable={onUnavailable}
    />
  );
}
