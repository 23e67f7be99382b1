// The 3D scene of a machine assembled from its part models (docs/product.md#part-models), in plain three.js:
// smaller than a React renderer on top, and the scene is one canvas that React never needs to see into.
// It draws on demand only (a change of the parts shown, of the view, or of the size), never in a loop, so
// an idle preview costs nothing and nothing moves by itself (reduced motion is respected by design).
import {
  Box3,
  DirectionalLight,
  Group,
  HemisphereLight,
  MathUtils,
  type Object3D,
  PerspectiveCamera,
  Scene,
  Spherical,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { fetchPartFile } from './part-files.ts';

/** A part as the scene places it: its file, and its placement relative to its anchor (or the scene). */
export type ScenePart = {
  id: string;
  name: string;
  url: string;
  anchor: string | null;
  position: readonly [number, number, number];
  /** degrees about X, Y and Z */
  rotation: readonly [number, number, number];
  scale: number;
};

type Entry = { part: ScenePart; object?: Object3D; loading?: Promise<void>; failed?: boolean };

/** Performance entries the benchmark reads (bench/preview-3d). */
export const FIRST_FRAME_MARK = 'part-scene:first-frame';
export const REDRAW_MEASURE = 'part-scene:redraw';

const loader = new GLTFLoader();
// Parsed files by address, shared by every scene of the page (the inline view, full screen, the admin's
// viewer): a file's address names its content, so a parsed file never goes stale.
const files = new Map<string, Promise<Object3D>>();

function loadFile(url: string): Promise<Object3D> {
  let file = files.get(url);
  if (!file) {
    file = fetchPartFile(url)
      .then((bytes) => loader.parseAsync(bytes, ''))
      .then((gltf) => gltf.scene);
    // A failed load is tried again next time it is asked for (back online, say).
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

/** Where the camera looks from, relative to the machine's centre: front right, a little above. */
const VIEW_DIRECTION = new Vector3(1, 0.55, 1.5).normalize();
const MIN_POLAR = 0.15;
/** Not below the floor. */
const MAX_POLAR = Math.PI / 2 - 0.02;

export class PartScene {
  readonly canvas: HTMLCanvasElement;
  readonly #renderer: WebGLRenderer;
  readonly #scene = new Scene();
  readonly #root = new Group();
  readonly #camera = new PerspectiveCamera(35, 1, 0.01, 100);
  readonly #controls: OrbitControls;
  readonly #entries = new Map<string, Entry>();
  #shown: ReadonlySet<string> = new Set();
  #home: { position: Vector3; target: Vector3 } | null = null;
  /** untouched since framed: a new size (full screen, a turned phone) frames the machine again */
  #atHome = false;
  #frameRequest = 0;
  #disposed = false;
  #firstFrame = false;
  #resize: ResizeObserver | null = null;
  /** called after each change of what the scene shows, with the names of the parts it shows */
  onShown: ((names: string[]) => void) | null = null;
  /** called once, when the first frame with every part asked for has been drawn */
  onFirstFrame: (() => void) | null = null;

  /** Throws when the browser gives no WebGL context: the caller shows the still image instead. */
  constructor() {
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.#renderer = new WebGLRenderer({
      canvas: this.canvas,
      antialias: true,
      alpha: true,
      powerPreference: 'low-power',
    });
    this.#renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.#scene.add(this.#root);
    this.#scene.add(new HemisphereLight(0xffffff, 0x5c6670, 2.4));
    const key = new DirectionalLight(0xffffff, 2.2);
    key.position.set(3, 6, 4);
    const fill = new DirectionalLight(0xffffff, 0.8);
    fill.position.set(-4, 2, -3);
    this.#scene.add(key, fill);
    this.#controls = new OrbitControls(this.#camera, this.canvas);
    this.#controls.enableDamping = false;
    this.#controls.enablePan = false;
    this.#controls.minPolarAngle = MIN_POLAR;
    this.#controls.maxPolarAngle = MAX_POLAR;
    this.#controls.addEventListener('change', () => this.#requestFrame());
    this.#controls.addEventListener('start', () => {
      this.#atHome = false;
    });
  }

  /** Puts the canvas into `host` (the inline view, or the full-screen dialog), sized to it. */
  mount(host: HTMLElement): void {
    host.appendChild(this.canvas);
    this.#resize?.disconnect();
    this.#resize = new ResizeObserver(() => this.#fit(host));
    this.#resize.observe(host);
    this.#fit(host);
  }

  /** The machine's parts. Only those shown load, at once; the others when the browser is idle. */
  setParts(parts: readonly ScenePart[]): void {
    const ids = new Set(parts.map((part) => part.id));
    for (const [id, entry] of this.#entries) {
      if (ids.has(id)) continue;
      entry.object?.removeFromParent();
      this.#entries.delete(id);
    }
    for (const part of parts) {
      const known = this.#entries.get(part.id);
      if (known && samePlacement(known.part, part)) continue;
      known?.object?.removeFromParent();
      this.#entries.set(part.id, { part });
    }
    this.show(this.#shown);
  }

  /** Shows exactly these parts and draws the scene at once; parts not loaded yet appear when they are. */
  show(ids: ReadonlySet<string>): void {
    const start = performance.now();
    this.#shown = ids;
    for (const entry of this.#entries.values()) {
      const visible = ids.has(entry.part.id);
      if (entry.object) entry.object.visible = visible;
      else if (visible) this.#load(entry);
    }
    if (this.#complete()) {
      this.#draw();
      performance.measure(REDRAW_MEASURE, { start });
    }
    this.#announce();
  }

  /** Turns the view about the machine (azimuth) and up or down (elevation), in degrees. */
  rotateBy(azimuth: number, elevation: number): void {
    const target = this.#controls.target;
    const offset = this.#camera.position.clone().sub(target);
    const spherical = new Spherical().setFromVector3(offset);
    spherical.theta += MathUtils.degToRad(azimuth);
    spherical.phi = MathUtils.clamp(spherical.phi - MathUtils.degToRad(elevation), MIN_POLAR, MAX_POLAR);
    offset.setFromSpherical(spherical);
    this.#camera.position.copy(target).add(offset);
    this.#atHome = false;
    this.#controls.update();
    this.#draw();
  }

  /** Moves closer (factor < 1) or further (> 1), within the limits the mouse wheel has. */
  zoomBy(factor: number): void {
    const target = this.#controls.target;
    const offset = this.#camera.position.clone().sub(target);
    const distance = MathUtils.clamp(
      offset.length() * factor,
      this.#controls.minDistance,
      this.#controls.maxDistance,
    );
    offset.setLength(distance);
    this.#camera.position.copy(target).add(offset);
    this.#atHome = false;
    this.#controls.update();
    this.#draw();
  }

  /** Back to the first view of the machine. */
  resetView(): void {
    if (!this.#home) return;
    this.#frameView();
    this.#draw();
  }

  /** The parts the scene shows now, by name, read off the scene graph itself. */
  shownNames(): string[] {
    const names: string[] = [];
    this.#root.traverseVisible((object) => {
      const name = object.userData.partName;
      if (typeof name === 'string') names.push(name);
    });
    return names;
  }

  dispose(): void {
    this.#disposed = true;
    cancelAnimationFrame(this.#frameRequest);
    this.#resize?.disconnect();
    this.#controls.dispose();
    this.#renderer.dispose();
    this.canvas.remove();
  }

  #load(entry: Entry): Promise<void> {
    if (entry.loading) return entry.loading;
    entry.failed = false;
    entry.loading = loadFile(entry.part.url).then(
      (template) => {
        if (this.#disposed || this.#entries.get(entry.part.id) !== entry) return;
        this.#place(entry, template.clone(true));
        this.#afterLoad();
      },
      () => {
        // The part stays out; the others show. It is asked for again with the next change.
        entry.failed = true;
        entry.loading = undefined;
        this.#afterLoad();
      },
    );
    return entry.loading;
  }

  #place(entry: Entry, object: Object3D): void {
    const { part } = entry;
    object.name = `part:${part.id}`;
    object.userData.partName = part.name;
    object.position.set(...part.position);
    object.rotation.set(...(part.rotation.map((deg) => MathUtils.degToRad(deg)) as [number, number, number]));
    object.scale.setScalar(part.scale);
    object.visible = this.#shown.has(part.id);
    entry.object = object;
    (this.#anchorOf(part) ?? this.#root).add(object);
    // Parts anchored to a node of this one, placed before it came, move onto it.
    for (const other of this.#entries.values()) {
      if (!other.object || other.object.parent !== this.#root || !other.part.anchor) continue;
      const anchor = object.getObjectByName(other.part.anchor);
      if (anchor) anchor.add(other.object);
    }
  }

  #anchorOf(part: ScenePart): Object3D | undefined {
    return part.anchor ? this.#root.getObjectByName(part.anchor) : undefined;
  }

  /** Whether every part to show has arrived (or failed). */
  #complete(): boolean {
    for (const id of this.#shown) {
      const entry = this.#entries.get(id);
      if (entry && !entry.object && !entry.failed) return false;
    }
    return true;
  }

  #afterLoad(): void {
    if (!this.#complete()) return;
    if (!this.#home) this.#frameView();
    this.#draw();
    this.#announce();
    if (!this.#firstFrame) {
      this.#firstFrame = true;
      performance.mark(FIRST_FRAME_MARK);
      this.onFirstFrame?.();
      this.#loadTheRestWhenIdle();
    }
  }

  /** Every other part of the machine, so that a later click shows its part without a network round trip. */
  #loadTheRestWhenIdle(): void {
    const rest = () => {
      for (const entry of this.#entries.values()) if (!entry.object && !entry.failed) void this.#load(entry);
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(rest, { timeout: 3000 });
    else setTimeout(rest, 200);
  }

  /** The first view: the parts shown, whole and filling the stage, from the front right. */
  #frameView(): void {
    const box = new Box3();
    this.#root.traverseVisible((object) => {
      if ((object as { isMesh?: boolean }).isMesh) box.expandByObject(object);
    });
    if (box.isEmpty()) box.set(new Vector3(-1, 0, -1), new Vector3(1, 1.5, 1));
    const centre = box.getCenter(new Vector3());
    const radius = Math.max(box.getSize(new Vector3()).length() / 2, 0.1);
    // Start from the distance at which the bounding sphere fits, then move in until the box's corners,
    // as projected, fill 90 % of the narrower side: a sphere around a long, low machine leaves it small.
    let distance = radius / Math.sin(MathUtils.degToRad(this.#camera.fov / 2));
    const corner = new Vector3();
    for (let round = 0; round < 3; round++) {
      this.#camera.position.copy(centre).addScaledVector(VIEW_DIRECTION, distance);
      this.#camera.lookAt(centre);
      this.#camera.near = distance / 50;
      this.#camera.far = distance * 20;
      this.#camera.updateProjectionMatrix();
      this.#camera.updateMatrixWorld();
      let extent = 0;
      for (let i = 0; i < 8; i++) {
        corner.set(
          i & 1 ? box.max.x : box.min.x,
          i & 2 ? box.max.y : box.min.y,
          i & 4 ? box.max.z : box.min.z,
        );
        corner.project(this.#camera);
        extent = Math.max(extent, Math.abs(corner.x), Math.abs(corner.y));
      }
      distance *= extent / 0.9;
    }
    this.#camera.near = distance / 50;
    this.#camera.far = distance * 20;
    this.#camera.updateProjectionMatrix();
    this.#camera.position.copy(centre).addScaledVector(VIEW_DIRECTION, distance);
    this.#controls.target.copy(centre);
    this.#controls.minDistance = Math.min(radius * 0.6, distance);
    this.#controls.maxDistance = distance * 3;
    this.#controls.update();
    this.#home = { position: this.#camera.position.clone(), target: centre.clone() };
    this.#atHome = true;
  }

  #fit(host: HTMLElement): void {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    this.#renderer.setSize(width, height, false);
    this.#camera.aspect = width / height;
    this.#camera.updateProjectionMatrix();
    if (this.#atHome) this.#frameView();
    this.#draw();
  }

  #requestFrame(): void {
    if (this.#frameRequest) return;
    this.#frameRequest = requestAnimationFrame(() => {
      this.#frameRequest = 0;
      this.#draw();
    });
  }

  #draw(): void {
    if (this.#disposed || !this.#home) return;
    this.#renderer.render(this.#scene, this.#camera);
  }

  #announce(): void {
    this.onShown?.(this.shownNames());
  }
}

function samePlacement(a: ScenePart, b: ScenePart): boolean {
  return (
    a.url === b.url &&
    a.name === b.name &&
    a.anchor === b.anchor &&
    a.scale === b.scale &&
    a.position.every((value, i) => value === b.position[i]) &&
    a.rotation.every((value, i) => value === b.rotation[i])
  );
}
