// Reference lists of the demo catalogue of "Aldermann Dosiertechnik", a maker that does not exist.

export const PEDS = [
  {
    code: 'eu-ped',
    name: 'PED 2014/68/EU (CE)',
    description: 'Built and documented to the European Pressure Equipment Directive, with CE marking.',
  },
  {
    code: 'asme',
    name: 'ASME BPVC VIII-1',
    description: 'Pressure vessels and accumulators stamped to the ASME code, as required in North America.',
  },
  {
    code: 'none',
    name: 'Without pressure equipment certification',
    description: "For countries without mandatory certification; supplied with the maker's declaration.",
  },
] as const;
type PedCode = (typeof PEDS)[number]['code'];

type CountrySpec = { iso: string; name: string; ped: PedCode; agency?: true; zone: 1 | 2 | 3 | 4 | 5 | 6 };

/** zone: travel-cost zone of on-site commissioning, counted from the works in Germany */
export const COUNTRIES: CountrySpec[] = [
  { iso: 'DE', name: 'Germany', ped: 'eu-ped', zone: 1 },
  { iso: 'AT', name: 'Austria', ped: 'eu-ped', zone: 2 },
  { iso: 'CH', name: 'Switzerland', ped: 'eu-ped', zone: 2 },
  { iso: 'NL', name: 'Netherlands', ped: 'eu-ped', zone: 2 },
  { iso: 'BE', name: 'Belgium', ped: 'eu-ped', zone: 2 },
  { iso: 'DK', name: 'Denmark', ped: 'eu-ped', zone: 2 },
  { iso: 'CZ', name: 'Czechia', ped: 'eu-ped', zone: 2 },
  { iso: 'PL', name: 'Poland', ped: 'eu-ped', zone: 2 },
  { iso: 'IT', name: 'Italy', ped: 'eu-ped', zone: 3 },
  { iso: 'FR', name: 'France', ped: 'eu-ped', zone: 3 },
  { iso: 'ES', name: 'Spain', ped: 'eu-ped', zone: 3 },
  { iso: 'PT', name: 'Portugal', ped: 'eu-ped', zone: 3 },
  { iso: 'SE', name: 'Sweden', ped: 'eu-ped', zone: 3 },
  { iso: 'GB', name: 'United Kingdom', ped: 'eu-ped', zone: 3 },
  { iso: 'TR', name: 'Türkiye', ped: 'eu-ped', zone: 4 },
  { iso: 'US', name: 'United States', ped: 'asme', zone: 5 },
  { iso: 'CA', name: 'Canada', ped: 'asme', zone: 5 },
  { iso: 'MX', name: 'Mexico', ped: 'none', agency: true, zone: 5 },
  { iso: 'BR', name: 'Brazil', ped: 'none', agency: true, zone: 5 },
  { iso: 'IN', name: 'India', ped: 'none', agency: true, zone: 6 },
  { iso: 'CN', name: 'China', ped: 'none', zone: 6 },
  { iso: 'JP', name: 'Japan', ped: 'none', zone: 6 },
  { iso: 'KR', name: 'South Korea', ped: 'none', zone: 6 },
  { iso: 'ZA', name: 'South Africa', ped: 'none', zone: 6 },
];

/** On-site commissioning in EUR by zone (travel, two technicians, three days). */
export const COMMISSIONING_BY_ZONE = { 1: 1900, 2: 2400, 3: 2800, 4: 3200, 5: 4900, 6: 5400 } as const;

/** Languages the HMI and the manuals come in. */
export const LANGUAGES = [
  ['en', 'English'],
  ['de', 'German'],
  ['it', 'Italian'],
  ['es', 'Spanish'],
  ['pt', 'Portuguese'],
  ['cs', 'Czech'],
  ['zh', 'Chinese (simplified)'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['fr', 'French'],
  ['pl', 'Polish'],
  ['tr', 'Turkish'],
] as const;

export const FUSES = [
  { name: '32 A', amperes: 32, description: 'Small machines up to 15 kW connected load.' },
  { name: '63 A', amperes: 63, description: 'Medium machines up to 30 kW connected load.' },
  { name: '100 A', amperes: 100, description: 'Large machines with heating and cooling.' },
  { name: '160 A', amperes: 160, description: 'High-output machines above 70 kW connected load.' },
] as const;

export const CONTROL_PLATFORMS = [
  { name: 'DCS Touch 7', screenInches: 7, description: 'Compact touch panel with shot and ratio control.' },
  {
    name: 'DCS Pro 15',
    screenInches: 15.6,
    description: 'Industrial PC with recipe management for up to 250 recipes.',
  },
  {
    name: 'DCS Pro 22',
    screenInches: 21.5,
    description: 'Industrial PC with shot data logging and press coupling.',
  },
] as const;

export const DAY_TANKS = [30, 60, 250, 500] as const;
export type DayTankVolume = (typeof DAY_TANKS)[number];
/** Surcharge in EUR over the machine without tanks: bigger tanks need bigger stands and agitators. */
export const DAY_TANK_SURCHARGE: Record<DayTankVolume, number> = { 30: 0, 60: 1350, 250: 4900, 500: 7800 };

export const HOSE_LINES = [
  { lengthM: 3, heated: false },
  { lengthM: 5, heated: false },
  { lengthM: 8, heated: true },
  { lengthM: 12, heated: true },
] as const;

export const FILTERS = [
  { name: 'Inline filter 100 µm', meshMicrons: 100, description: 'For fine mixheads below 10 g/s.' },
  {
    name: 'Inline filter 250 µm',
    meshMicrons: 250,
    description: 'Standard filter for high-pressure machines.',
  },
  {
    name: 'Duplex switch-over filter 150 µm',
    meshMicrons: 150,
    description: 'Change the element without stopping production.',
  },
] as const;

export const CLEANING_METHODS = [
  {
    name: 'Self-cleaning control piston',
    description: 'The piston wipes the mixing chamber after every shot; no solvent.',
  },
  { name: 'Air purge', description: 'Compressed air clears the outlet of long L-heads.' },
  {
    name: 'Solvent flush',
    description: 'Dynamic low-pressure mixers are flushed with solvent after the pot life.',
  },
] as const;

export const INJECTOR_TYPES = ['Pouring nozzle', 'Injection adaptor', 'Spray nozzle'] as const;
export const INJECTOR_MATERIALS = [
  'Stainless steel 1.4404',
  'Hardened tool steel',
  'PTFE-coated aluminium',
] as const;
export const INJECTORS = [
  {
    name: 'PN 4 pouring nozzle',
    type: 'Pouring nozzle',
    material: 'Stainless steel 1.4404',
    nozzleDiameterMm: 4,
    pressure: 'low',
  },
  {
    name: 'PN 8 pouring nozzle',
    type: 'Pouring nozzle',
    material: 'Stainless steel 1.4404',
    nozzleDiameterMm: 8,
    pressure: 'low',
  },
  {
    name: 'IA 10 injection adaptor',
    type: 'Injection adaptor',
    material: 'Hardened tool steel',
    nozzleDiameterMm: 10,
    pressure: 'high',
  },
  {
    name: 'IA 16 injection adaptor',
    type: 'Injection adaptor',
    material: 'Hardened tool steel',
    nozzleDiameterMm: 16,
    pressure: 'high',
  },
  {
    name: 'SN 2 spray nozzle',
    type: 'Spray nozzle',
    material: 'PTFE-coated aluminium',
    nozzleDiameterMm: 2,
    pressure: 'high',
  },
] as const;

export const PERIPHERAL_TYPES = [
  {
    name: 'Agitators',
    category: 'machineComponents',
    description: 'Keep filled polyols homogeneous in the day tank.',
  },
  {
    name: 'Temperature control units',
    category: 'machineComponents',
    description: 'Heat and cool the components to processing temperature.',
  },
  {
    name: 'Level monitoring',
    category: 'machineComponents',
    description: 'Measure and report the day tank levels.',
  },
  {
    name: 'Swivel booms',
    category: 'machineComponents',
    description: 'Carry the mixhead and hoses to the mould.',
  },
  {
    name: 'Premix stations',
    category: 'preConditioning',
    description: 'Blend polyol with blowing agents and additives before metering.',
  },
  {
    name: 'Material conditioning',
    category: 'preConditioning',
    description: 'Bring raw materials to temperature and degas them.',
  },
  {
    name: 'Drum and IBC unloading',
    category: 'preConditioning',
    description: 'Transfer raw materials from delivery containers.',
  },
] as const;

/** size: smallest machine version output (g/s, max) it suits; availableTo marks a phase-out */
export const PERIPHERAL_EQUIPMENT = [
  { name: 'Agitator RW 60', type: 'Agitators', minSize: 0, maxSize: 160 },
  { name: 'Agitator RW 250', type: 'Agitators', minSize: 100, maxSize: 5000 },
  { name: 'TCU 9 kW heating and cooling unit', type: 'Temperature control units', minSize: 0, maxSize: 700 },
  {
    name: 'TCU 18 kW heating and cooling unit',
    type: 'Temperature control units',
    minSize: 300,
    maxSize: 5000,
  },
  { name: 'Radar level sensor LR-1', type: 'Level monitoring', minSize: 0, maxSize: 5000 },
  { name: 'Swivel boom SB 2', type: 'Swivel booms', minSize: 0, maxSize: 700 },
  { name: 'Swivel boom SB 3.5', type: 'Swivel booms', minSize: 100, maxSize: 5000 },
  { name: 'Premix station PM 500', type: 'Premix stations', minSize: 100, maxSize: 5000 },
  { name: 'Conditioning unit CU 1000', type: 'Material conditioning', minSize: 0, maxSize: 5000 },
  {
    name: 'Drum unloading pump DP 200',
    type: 'Drum and IBC unloading',
    minSize: 0,
    maxSize: 700,
    availableTo: '2030-12',
  },
  { name: 'IBC unloading station IU 1000', type: 'Drum and IBC unloading', minSize: 100, maxSize: 5000 },
] as const;

export const TANK_FARM_CAPACITIES = [
  { name: 'Tank farm 2 × 1,000 l', tanks: 2, tankVolumeL: 1000, minSize: 0 },
  { name: 'Tank farm 2 × 3,000 l', tanks: 2, tankVolumeL: 3000, minSize: 100 },
  { name: 'Tank farm 4 × 5,000 l', tanks: 4, tankVolumeL: 5000, minSize: 400 },
  { name: 'Tank farm 6 × 10,000 l', tanks: 6, tankVolumeL: 10000, minSize: 1000 },
] as const;

export const TANK_FARM_EQUIPMENT = [
  { name: 'Transfer pump station', description: 'Gear pumps with pressure relief, one per component.' },
  { name: 'Nitrogen blanketing', description: 'Keeps moisture away from isocyanate tanks.' },
  { name: 'Tank temperature control', description: 'Heating jackets and insulation for outdoor tanks.' },
  { name: 'Tank truck filling station', description: 'Filling couplings with drip tray and grounding.' },
  { name: 'Leak detection', description: 'Double-wall monitoring with alarm to the control room.' },
] as const;

export const FOAM_FORMULATIONS = [
  {
    name: 'Rigid panel foam R-125',
    application: 'rigid',
    isoPartsPer100Poly: 125,
    densityPoly: 1.1,
    densityIso: 1.23,
    viscosityPolyMPas: 900,
    viscosityIsoMPas: 200,
    processingTemperatureC: 22,
    description: 'Pentane-blown PIR system for continuous and discontinuous sandwich panels.',
  },
  {
    name: 'Flexible moulded foam F-50',
    application: 'flexible',
    isoPartsPer100Poly: 50,
    densityPoly: 1.04,
    densityIso: 1.22,
    viscosityPolyMPas: 1800,
    viscosityIsoMPas: 40,
    processingTemperatureC: 25,
    description: 'Water-blown MDI/TDI system for seat cushions.',
  },
  {
    name: 'Cast elastomer E-35',
    application: 'elastomer',
    isoPartsPer100Poly: 35,
    densityPoly: 1.05,
    densityIso: 1.12,
    viscosityPolyMPas: 1200,
    viscosityIsoMPas: 1500,
    processingTemperatureC: 60,
    description: 'MDI prepolymer system for rollers and wheels, Shore A 85.',
  },
  {
    name: 'Integral skin foam I-45',
    application: 'integralSkin',
    isoPartsPer100Poly: 45,
    densityPoly: 1.06,
    densityIso: 1.22,
    viscosityPolyMPas: 1100,
    viscosityIsoMPas: 180,
    processingTemperatureC: 30,
    description: 'Self-skinning system for steering wheels and armrests.',
  },
  {
    name: 'Semi-rigid foam S-60',
    application: 'semiRigid',
    isoPartsPer100Poly: 60,
    densityPoly: 1.05,
    densityIso: 1.23,
    viscosityPolyMPas: 1400,
    viscosityIsoMPas: 200,
    processingTemperatureC: 25,
    description: 'Energy-absorbing foam for instrument panels and door trims.',
  },
] as const;
