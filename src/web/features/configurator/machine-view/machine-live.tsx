// The live half of the machine view, loaded at the visitor's first action (machine-view.tsx): the parts'
// list and the files the selection shows, asked for as it mounts, beside the 3D code (machine-scene.tsx,
// with three.js) that it starts loading at once. Later selections are the scene's to load.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { partShown } from '../../../../domain/configurator/part-links.ts';
import { fetchPartFile } from '../../../components/part-scene/part-files.ts';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import type { MachineSceneProps } from './machine-scene.tsx';

const MachineScene = lazyPage(
  'configurator-machine-scene',
  () => import('./machine-scene.tsx'),
  (module) => module.MachineScene,
);

export function MachineLive(props: MachineSceneProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const selectionNow = useRef(props.selection);
  selectionNow.current = props.selection;
  const { slug } = props;
  useEffect(() => {
    const options = trpc.publicConfigurator.machineParts.queryOptions({ slug });
    void queryClient.fetchQuery({ ...options, staleTime: Number.POSITIVE_INFINITY }).then(
      (parts) => {
        for (const part of parts)
          if (partShown(part.links, selectionNow.current))
            void fetchPartFile(part.url).catch(() => undefined);
      },
      () => undefined,
    );
  }, [queryClient, trpc, slug]);
  return (
    <Suspense fallback={null}>
      <MachineScene {...props} />
    </Suspense>
  );
}
