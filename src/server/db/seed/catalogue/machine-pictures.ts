// Written by scripts/draw-machine-pictures.tsx: the address of each demo machine's picture (in
// src/web/public, served as immutable). Run the script again after changing the drawing or a machine.
export const MACHINE_PICTURES: Readonly<Record<string, string>> = {
  'hx-compact': '/images/machines/hx-compact.eebca15a57.webp',
  hx: '/images/machines/hx.765fa1b7b2.webp',
  'hx-max': '/images/machines/hx-max.700a29f171.webp',
  lx: '/images/machines/lx.90d4cff5fb.webp',
  'cx-cast': '/images/machines/cx-cast.a07d5fa037.webp',
  'vx-vario': '/images/machines/vx-vario.f9f4e25f76.webp',
};
