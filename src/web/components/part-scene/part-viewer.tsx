// A 3D view of part models (docs/product.md#part-models): the scene (part-scene.ts) in a focusable stage that
// turns and zooms by mouse, touch and keyboard, with buttons for the same, and a full-screen dialog that
// takes over the same canvas. Loaded lazily with three.js, by the configurator's preview and the admin's
// part viewer alike.
import { ActionIcon, Button, Group, VisuallyHidden } from '@mantine/core';
import {
  IconFocusCentered,
  IconMaximize,
  IconRotate2,
  IconRotateClockwise2,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { PartScene, type ScenePart } from './part-scene.ts';
import classes from './part-viewer.module.css';

export type PartViewerTexts = {
  /** how to use it by keyboard and pointer, read with the stage's name */
  help: string;
  /** what the scene shows, given the parts' names */
  shows: (names: string[]) => string;
  rotateLeft: string;
  rotateRight: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  fullScreen: string;
  closeFullScreen: string;
};

export type PartViewerProps = {
  parts: readonly ScenePart[];
  /** the ids of the parts to show */
  shown: ReadonlySet<string>;
  /** the stage's accessible name, e.g. "3D view of HX Series" */
  label: string;
  texts: PartViewerTexts;
  /** the first frame with every part shown is on screen */
  onReady?: () => void;
  /** this browser gives no WebGL: the caller keeps its still image */
  onUnavailable?: () => void;
};

const STEP_DEGREES = 15;
const ZOOM_STEP = 0.85;

/** Fills its container's height: the stage takes what the buttons leave. */
export function PartViewer({ parts, shown, label, texts, onReady, onUnavailable }: PartViewerProps) {
  const [scene, setScene] = useState<PartScene | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [fullScreen, setFullScreen] = useState(false);
  const inlineHost = useRef<HTMLDivElement>(null);
  const dialogHost = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const callbacks = useRef({ onReady, onUnavailable });
  callbacks.current = { onReady, onUnavailable };
  const helpId = useId();
  const titleId = useId();

  useEffect(() => {
    let created: PartScene;
    try {
      created = new PartScene();
    } catch {
      callbacks.current.onUnavailable?.();
      return;
    }
    created.onShown = setNames;
    created.onFirstFrame = () => callbacks.current.onReady?.();
    setScene(created);
    return () => created.dispose();
  }, []);

  useEffect(() => {
    const host = fullScreen ? dialogHost.current : inlineHost.current;
    if (scene && host) scene.mount(host);
  }, [scene, fullScreen]);

  useEffect(() => scene?.setParts(parts), [scene, parts]);
  // In the commit that changes the selection, so the scene is drawn in the same frame as the price.
  useLayoutEffect(() => scene?.show(shown), [scene, shown]);

  const openFullScreen = () => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    setFullScreen(true);
    dialogHost.current?.focus();
  };
  const closeFullScreen = () => dialog.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!scene || event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => scene.rotateBy(-STEP_DEGREES, 0),
      ArrowRight: () => scene.rotateBy(STEP_DEGREES, 0),
      ArrowUp: () => scene.rotateBy(0, STEP_DEGREES),
      ArrowDown: () => scene.rotateBy(0, -STEP_DEGREES),
      '+': () => scene.zoomBy(ZOOM_STEP),
      '=': () => scene.zoomBy(ZOOM_STEP),
      '-': () => scene.zoomBy(1 / ZOOM_STEP),
      '0': () => scene.resetView(),
      Home: () => scene.resetView(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const stage = (ref: typeof inlineHost, full: boolean) => (
    <div
      ref={ref}
      className={classes.stage}
      role="application"
      aria-roledescription="3D"
      aria-label={label}
      aria-describedby={helpId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage takes the arrow and zoom keys.
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid={full ? 'part-viewer-full-stage' : 'part-viewer-stage'}
    />
  );

  const toolbar = (full: boolean) => {
    const buttons = [
      { label: texts.rotateLeft, Icon: IconRotate2, act: () => scene?.rotateBy(-STEP_DEGREES, 0) },
      { label: texts.rotateRight, Icon: IconRotateClockwise2, act: () => scene?.rotateBy(STEP_DEGREES, 0) },
      { label: texts.zoomIn, Icon: IconZoomIn, act: () => scene?.zoomBy(ZOOM_STEP) },
      { label: texts.zoomOut, Icon: IconZoomOut, act: () => scene?.zoomBy(1 / ZOOM_STEP) },
      { label: texts.reset, Icon: IconFocusCentered, act: () => scene?.resetView() },
      // The dialog has its own close button instead.
      ...(full ? [] : [{ label: texts.fullScreen, Icon: IconMaximize, act: openFullScreen, dialog: true }]),
    ];
    return (
      <Group gap={4} className={classes.toolbar} wrap="nowrap">
        {buttons.map(({ label, Icon, act, ...rest }) => (
          <ActionIcon
            key={label}
            variant="default"
            aria-label={label}
            title={label}
            onClick={act}
            disabled={!scene}
            aria-haspopup={'dialog' in rest ? 'dialog' : undefined}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        ))}
      </Group>
    );
  };

  return (
    <div className={classes.viewer} data-testid="part-viewer" data-ready={names.length > 0 || undefined}>
      {stage(inlineHost, false)}
      <VisuallyHidden id={helpId} data-testid="part-viewer-description">
        {texts.help} {texts.shows(names)}
      </VisuallyHidden>
      {toolbar(false)}
      <dialog
        ref={dialog}
        className={classes.dialog}
        aria-labelledby={titleId}
        onClose={() => setFullScreen(false)}
        data-testid="part-viewer-dialog"
      >
        <div className={classes.dialogHeader}>
          <h2 id={titleId} className={classes.dialogTitle}>
            {label}
          </h2>
          <Button variant="default" size="xs" onClick={closeFullScreen}>
            {texts.closeFullScreen}
          </Button>
        </div>
        {stage(dialogHost, true)}
        {toolbar(true)}
      </dialog>
    </div>
  );
}
