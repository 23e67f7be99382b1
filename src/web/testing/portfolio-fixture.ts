// Small factories for /api/product-portfolio answers in component tests (not the demo seed).
import type { ProductPortfolio } from '../kernel/data-store.tsx';

type P = ProductPortfolio;
type Relation = P['machines'][number]['machineVersions'][number];
type RelationType = Relation['relationType'];

const item = (
  id: string,
  name: string,
  extra: { description?: string; availableTo?: string; sortOrder?: number } = {},
) => ({
  id,
  name,
  description: extra.description ?? null,
  sortOrder: extra.sortOrder ?? 0,
  availableTo: extra.availableTo ?? null,
});

export const rel = (id: string, relationType: RelationType): Relation => ({ id, relationType });

export function pump(
  id: string,
  name: string,
  displacementCm3PerRev: number,
  extra: Partial<P['pumps'][number]> = {},
): P['pumps'][number] {
  return {
    ...item(id, name),
    useInConfigurator: true,
    pumpType: { id: 'pt-axial', name: 'Axial piston pump' },
    pressureClass: 'high',
    displacementCm3PerRev,
    minRpm: 150,
    maxRpm: 1450,
    maxPressureBar: 250,
    machineVersions: [],
    ...extra,
  };
}

function mixhead(
  id: string,
  name: string,
  minGPerS: number,
  maxGPerS: number,
  extra: Partial<P['mixheads'][number]> = {},
): P['mixheads'][number] {
  return {
    ...item(id, name),
    useInConfigurator: true,
    series: { id: 'ms-l', name: 'MHL L-shaped heads', pressureClass: 'high' },
    minGPerS,
    maxGPerS,
    components: 2,
    pressureClass: 'high',
    machineVersions: [],
    ...extra,
  };
}

export function machine(
  id: string,
  name: string,
  versions: Relation[],
  extra: Partial<P['machines'][number]> = {},
): P['machines'][number] {
  return {
    ...item(id, name),
    slug: id,
    comingSoon: false,
    useInConfigurator: true,
    image: null,
    pressureClass: 'high',
    components: 2,
    applications: ['rigid'],
    machineVersions: versions,
    ...extra,
  };
}

const summary = (p: P['pumps'][number]) => ({
  id: p.id,
  name: p.name,
  displacementCm3PerRev: p.displacementCm3PerRev,
  minRpm: p.minRpm,
  maxRpm: p.maxRpm,
});

function version(
  id: string,
  name: string,
  poly: P['pumps'][number],
  iso: P['pumps'][number],
  relations: Partial<
    Pick<
      P['machineVersions'][number],
      'machines' | 'pumps' | 'mixheads' | 'peripheralEquipment' | 'tankFarmCapacities' | 'injectors'
    >
  > = {},
  extra: { description?: string; availableTo?: string } = {},
): P['machineVersions'][number] {
  return {
    ...item(id, name, extra),
    useInConfigurator: true,
    polyPump: summary(poly),
    isoPump: summary(iso),
    controlPlatform: { id: 'cp', name: 'DCS Pro 15' },
    fuse: { id: 'f63', name: '63 A', amperes: 63 },
    machines: [],
    pumps: [],
    mixheads: [],
    peripheralEquipment: [],
    tankFarmCapacities: [],
    injectors: [],
    ...relations,
  };
}

function formulation(
  id: string,
  name: string,
  isoPartsPer100Poly: number,
  densityPoly: number,
  densityIso: number,
): P['foamFormulations'][number] {
  return {
    ...item(id, name),
    application: 'flexible',
    isoPartsPer100Poly,
    densityPoly,
    densityIso,
    viscosityPolyMPas: 1000,
    viscosityIsoMPas: 200,
    processingTemperatureC: 25,
  };
}

/**
 * Two machines, three dosing lines: HX 100 (AXP 6 + AXP 6, 15–145 cm³/s each at 50 Hz), HX 200
 * (AXP 12 + AXP 6) and LX 80 (GRP 3 + GRP 3, 7,5–72,5). AXP 2 was phased out in 2020: the server
 * would leave it out; the client must hide it too.
 */
export function smallPortfolio(): ProductPortfolio {
  const axp6 = pump('axp6', 'AXP 6', 6, {
    description: 'Variable axial piston pump for impingement mixing.',
  });
  const axp12 = pump('axp12', 'AXP 12', 12);
  const axp2 = pump('axp2', 'AXP 2', 2, { availableTo: '2020-01' });
  const grp3 = pump('grp3', 'GRP 3', 3, {
    pumpType: { id: 'pt-gear', name: 'Gear pump' },
    pressureClass: 'low',
    maxPressureBar: 25,
  });
  const hx100 = version('hx100', 'HX 100', axp6, axp6, {
    machines: [rel('hx', 'standard')],
    pumps: [rel('axp2', 'standardOptimized'), rel('axp12', 'optional'), rel('axp6', 'standardOptimized')],
    mixheads: [rel('mhl12', 'standardOptimized'), rel('mhl18', 'optional')],
  });
  const hx200 = version('hx200', 'HX 200', axp12, axp6, {
    machines: [rel('hx', 'standardOptimized')],
    pumps: [rel('axp6', 'standard'), rel('axp12', 'standardOptimized')],
    mixheads: [rel('mhl18', 'standardOptimized'), rel('mhl12', 'optionalOptimized')],
  });
  const lx80 = version('lx80', 'LX 80', grp3, grp3, {
    machines: [rel('lx', 'standardOptimized')],
    pumps: [rel('grp3', 'standardOptimized')],
    mixheads: [rel('ldm5', 'standardOptimized')],
  });
  return {
    machines: [
      machine('hx', 'HX Series', [rel('hx100', 'standard'), rel('hx200', 'standardOptimized')], {
        description: 'High-pressure machine for moulded foams.',
        applications: ['rigid', 'flexible'],
      }),
      machine('lx', 'LX Series', [rel('lx80', 'standardOptimized')], {
        pressureClass: 'low',
        components: 3,
        applications: ['elastomer'],
      }),
    ],
    machineVersions: [hx100, hx200, lx80],
    pumps: [
      { ...axp6, machineVersions: [rel('hx100', 'standardOptimized'), rel('hx200', 'standard')] },
      { ...axp12, machineVersions: [rel('hx100', 'optional'), rel('hx200', 'standardOptimized')] },
      { ...axp2, machineVersions: [rel('hx100', 'standardOptimized')] },
      { ...grp3, machineVersions: [rel('lx80', 'standardOptimized')] },
    ],
    mixheads: [
      mixhead('mhl12', 'MHL 12', 20, 160, {
        machineVersions: [rel('hx100', 'standardOptimized'), rel('hx200', 'optionalOptimized')],
      }),
      mixhead('mhl18', 'MHL 18', 60, 450, {
        machineVersions: [rel('hx100', 'optional'), rel('hx200', 'standardOptimized')],
      }),
      mixhead('ldm5', 'LDM 5', 15, 200, { machineVersions: [rel('lx80', 'standardOptimized')] }),
    ],
    injectors: [],
    peripheralEquipment: [],
    tankFarmCapacities: [],
    foamFormulations: [formulation('f50', 'Flexible moulded foam F-50', 50, 1.04, 1.22)],
  };
}
