import { DOT_MIN_POINTS, DOT_ZOOM, PointStore, CanvasPointsLayer } from '../src/map/canvas-points';

/** A 2D context that records the calls the layer makes. */
function recordingContext() {
  const calls = { drawImage: 0, rect: 0, fill: 0 };
  const ctx = {
    setTransform: () => undefined,
    clearRect: () => undefined,
    beginPath: () => undefined,
    rect: () => void calls.rect++,
    fill: () => void calls.fill++,
    stroke: () => undefined,
    drawImage: () => void calls.drawImage++,
  } as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

function frame(zoom: number) {
  // identity transform: map metres = CSS px, a 1000 × 800 viewport
  return { pixelRatio: 1, size: [1000, 800], viewState: { zoom }, coordinateToPixelTransform: [1, 0, 0, 1, 0, 0] } as never;
}

/** The given points plus `offscreen` parked vehicles outside the viewport. */
function layerWith(points: Array<[number, number, 'moving' | 'parked' | 'offline' | 'alarm']>, offscreen = 0) {
  const store = new PointStore();
  points.forEach(([x, y, status], i) => store.set(`c${i}`, x, y, status, 90));
  for (let i = 0; i < offscreen; i++) store.set(`o${i}`, 9000 + i, 9000, 'parked', 0);
  const layer = new CanvasPointsLayer(store);
  const { ctx, calls } = recordingContext();
  const canvas = (layer as unknown as { canvas: HTMLCanvasElement }).canvas;
  canvas.getContext = (() => ctx) as never;
  (layer as unknown as { atlas: unknown; atlasRatio: number }).atlas = {} as never;
  (layer as unknown as { atlasRatio: number }).atlasRatio = 1;
  return { layer, calls };
}

test(`below zoom ${DOT_ZOOM} a fleet of ${DOT_MIN_POINTS}+ is drawn as dots: one fill per status present, visible points only`, () => {
  const { layer, calls } = layerWith([[10, 10, 'moving'], [20, 20, 'moving'], [30, 30, 'alarm'], [5000, 5000, 'parked']], DOT_MIN_POINTS);
  layer.render(frame(DOT_ZOOM - 1));
  expect(calls.rect).toBe(3);
  expect(calls.fill).toBe(2);
  expect(calls.drawImage).toBe(0);
});

test(`a small fleet stays arrows at any zoom`, () => {
  const { layer, calls } = layerWith([[10, 10, 'moving'], [20, 20, 'parked']]);
  layer.render(frame(3));
  expect(calls.drawImage).toBe(2);
  expect(calls.rect).toBe(0);
});

test(`from zoom ${DOT_ZOOM} vehicles are heading arrows from the atlas`, () => {
  const { layer, calls } = layerWith([[10, 10, 'moving'], [20, 20, 'parked'], [5000, 5000, 'parked']]);
  layer.render(frame(DOT_ZOOM));
  expect(calls.drawImage).toBe(2);
  expect(calls.rect).toBe(0);
});
