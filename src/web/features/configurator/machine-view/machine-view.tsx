// The machine as it is being configured (docs/product.md#part-models): a still drawing with the page, and
// the 3D view assembled from the machine's part models once the visitor starts acting on the page. The
// 3D code (three.js) and the parts load then, never with the page's first load; without WebGL or with
// reduced motion the drawing stays (reduced motion: until asked for the 3D view).
import { Button } from '@mantine/core';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { onFirstInteraction } from '../../../lib/first-interaction.ts';
import type { MachineModel } from '../state/live-price.ts';
import { useTexts } from '../texts.tsx';
import classes from './machine-view.module.css';

// What the 3D view needs beyond the picture (the parts, and then three.js): loaded when wanted, so the
// page's first load carries only the picture and the strip's toggle.
const MachineLive = lazyPage(
  'configurator-machine-live',
  () => import('./machine-live.tsx'),
  (module) => module.MachineLive,
);

const COLLAPSED_KEY = 'meterline.machineViewCollapsed';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function storedCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export type MachineViewProps = {
  model: MachineModel;
  selection: Selection;
  /** beside the steps (a wide screen's summary column), or a collapsible strip at the top (a phone) */
  placement: 'column' | 'strip';
};

export function MachineView({ model, selection, placement }: MachineViewProps) {
  const { t } = useTexts();
  const machine = model.machine;
  // Asked for: at the visitor's first action (or by the button, with reduced motion).
  const [wanted, setWanted] = useState(false);
  const [motionReduced, setMotionReduced] = useState(false);
  // The 3D view's first frame is on screen (it then covers the picture), or it cannot be had at all.
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    if (placement === 'strip') setCollapsed(storedCollapsed());
    if (typeof WebGLRenderingContext === 'undefined') return;
    if (reducedMotion()) {
      setMotionReduced(true);
      return;
    }
    return onFirstInteraction(() => setWanted(true));
  }, [placement]);

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // Private mode: it shows again next time.
    }
  };

  const live = wanted && !unavailable;
  const bodyId = `machine-view-${placement}`;
  return (
    <section
      className={classes.view}
      data-placement={placement}
      data-collapsed={collapsed || undefined}
      // What it shows: the picture, the 3D view on its way or drawn, or the picture for good.
      data-3d={unavailable ? 'unavailable' : ready && wanted ? 'ready' : wanted ? 'loading' : 'still'}
      aria-label={t('previewTitle')}
      data-testid={`machine-view-${placement}`}
    >
      {placement === 'strip' && (
        <button
          type="button"
          className={classes.stripToggle}
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
        >
          <span>{collapsed ? t('previewShow') : t('previewHide')}</span>
          <svg className={classes.chevron} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
      <div id={bodyId} className={classes.body} hidden={collapsed}>
        <div className={classes.frame}>
          {!(live && ready) && (
            <div className={classes.still} data-testid="machine-view-still">
              {machine.image ? (
                <img src={machine.image} alt={t('previewStill', { machine: machine.name })} />
              ) : (
                <span className={classes.noImage}>{machine.name}</span>
              )}
            </div>
          )}
          {live && (
            <div className={classes.live} data-ready={ready || undefined}>
              <Suspense fallback={null}>
                <MachineLive
                  slug={machine.slug}
                  machineName={machine.name}
                  selection={selection}
                  onReady={() => setReady(true)}
                  onUnavailable={() => setUnavailable(true)}
                />
              </Suspense>
            </div>
          )}
        </div>
        {motionReduced && !wanted && (
          <Button variant="default" size="xs" onClick={() => setWanted(true)} className={classes.show3d}>
            {t('previewShow3d')}
          </Button>
        )}
      </div>
    </section>
  );
}

const NARROW = '(max-width: 1023px)';

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrow (the summary column gone): null in the server's render and while the browser
 * takes it over, when both places render the drawing and the style sheet shows one; from then on only the
 * place in view holds the view, so the page never has two 3D scenes.
 */
export function useNarrowScreen(): boolean | null {
  return useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
    () => null,
  );
}
