// Pumps, mixheads, machines and their versions. Output ranges follow from the pumps (DESIGN §3):
// Q [cm³/s] = displacement × rpm / 60 at 50 Hz; the pump pairs span about 3 to 2900 g/s.
import type { RelationType } from '../../../../domain/availability.ts';
import type { Phrase } from './phrases.ts';

export const PUMP_TYPES = [
  {
    name: 'Axial piston pump',
    description: 'Variable high-pressure pump for impingement mixing, up to 250 bar.',
  },
  { name: 'Gear pump', description: 'Low-pressure pump for dynamic mixers and transfer, up to 25 bar.' },
] as const;

type PumpSpec = {
  name: string;
  type: (typeof PUMP_TYPES)[number]['name'];
  pressureClass: 'low' | 'high';
  displacementCm3PerRev: number;
  minRpm: number;
  maxRpm: number;
  maxPressureBar: number;
};

const axial = (size: number, maxPressureBar = 250): PumpSpec => ({
  name: `AXP ${size}`,
  type: 'Axial piston pump',
  pressureClass: 'high',
  displacementCm3PerRev: size,
  minRpm: 150,
  maxRpm: 1450,
  maxPressureBar,
});
const gear = (size: number, maxRpm = 1450): PumpSpec => ({
  name: `GRP ${size}`,
  type: 'Gear pump',
  pressureClass: 'low',
  displacementCm3PerRev: size,
  minRpm: 150,
  maxRpm,
  maxPressureBar: 25,
});

export const PUMPS: PumpSpec[] = [
  axial(1.2),
  axial(2.5),
  axial(6),
  axial(12),
  axial(22),
  axial(32, 220),
  axial(45, 210),
  axial(63, 200),
  gear(0.6),
  gear(3),
  gear(10),
  gear(30),
  gear(60, 1200),
];

export const MIXHEAD_SERIES = [
  {
    name: 'MHS straight high-pressure heads',
    pressureClass: 'high',
    description: 'Compact straight heads for small shots and laboratory work.',
  },
  {
    name: 'MHL L-shaped self-cleaning heads',
    pressureClass: 'high',
    description: 'Laminar outflow for open pouring and large moulds.',
  },
  {
    name: 'MHZ recirculation heads',
    pressureClass: 'high',
    description: 'Recirculating heads for filled and integral skin systems.',
  },
  {
    name: 'LDM dynamic low-pressure mixers',
    pressureClass: 'low',
    description: 'Stirred mixing chambers for elastomers and wide ratios.',
  },
] as const;

type MixheadSpec = {
  name: string;
  series: (typeof MIXHEAD_SERIES)[number]['name'];
  minGPerS: number;
  maxGPerS: number;
  components: number;
  /** EUR in the configurator */
  price: number;
  availableTo?: string;
};

const HS = 'MHS straight high-pressure heads';
const HL = 'MHL L-shaped self-cleaning heads';
const HZ = 'MHZ recirculation heads';
const LD = 'LDM dynamic low-pressure mixers';

export const MIXHEADS: MixheadSpec[] = [
  { name: 'MHS 6', series: HS, minGPerS: 3, maxGPerS: 30, components: 2, price: 6900 },
  { name: 'MHL 8', series: HL, minGPerS: 5, maxGPerS: 45, components: 2, price: 8400 },
  { name: 'MHS 10', series: HS, minGPerS: 12, maxGPerS: 110, components: 2, price: 9200 },
  // The predecessor of the MHS 10: still in old matrices, hidden from the portfolio.
  {
    name: 'MHL 10',
    series: HL,
    minGPerS: 10,
    maxGPerS: 90,
    components: 2,
    price: 9000,
    availableTo: '2025-01',
  },
  { name: 'MHL 12', series: HL, minGPerS: 20, maxGPerS: 160, components: 2, price: 11800 },
  { name: 'MHL 18', series: HL, minGPerS: 60, maxGPerS: 450, components: 2, price: 15400 },
  { name: 'MHZ 14', series: HZ, minGPerS: 40, maxGPerS: 300, components: 2, price: 17900 },
  { name: 'MHL 24', series: HL, minGPerS: 200, maxGPerS: 1100, components: 2, price: 21500 },
  { name: 'MHL 32', series: HL, minGPerS: 500, maxGPerS: 2500, components: 2, price: 28900 },
  { name: 'LDM 2', series: LD, minGPerS: 2, maxGPerS: 40, components: 2, price: 5600 },
  { name: 'LDM 5', series: LD, minGPerS: 15, maxGPerS: 200, components: 3, price: 7800 },
  { name: 'LDM 9', series: LD, minGPerS: 80, maxGPerS: 700, components: 3, price: 11200 },
  { name: 'LDM 12-4', series: LD, minGPerS: 150, maxGPerS: 1200, components: 4, price: 16800 },
];

type VersionSpec = {
  name: string;
  poly: string;
  iso: string;
  /** list price EUR with the smallest day tank, PED 2014/68/EU */
  basePrice: number;
  fuse: string;
  controlPlatform: string;
  mixheads: [string, RelationType][];
  relationType: RelationType;
  description: string;
};

export type MachineSpec = {
  slug: string;
  name: string;
  pressureClass: 'low' | 'high';
  components: number;
  applications: string[];
  comingSoon?: true;
  description: Phrase;
  /** day tank volumes offered in the configurator */
  dayTanks: number[];
  versions: VersionSpec[];
};

const v = (
  name: string,
  poly: string,
  iso: string,
  basePrice: number,
  fuse: string,
  controlPlatform: string,
  mixheads: [string, RelationType][],
  description: string,
  relationType: RelationType = 'standard',
): VersionSpec => ({
  name,
  poly,
  iso,
  basePrice,
  fuse,
  controlPlatform,
  mixheads,
  relationType,
  description,
});

export const MACHINES: MachineSpec[] = [
  {
    slug: 'hx-compact',
    name: 'HX Compact',
    pressureClass: 'high',
    components: 2,
    applications: ['flexible', 'integralSkin', 'elastomer'],
    dayTanks: [30, 60],
    description: {
      en: 'Compact high-pressure metering machine for small shot weights, prototypes and laboratories.',
      de: 'Kompakte Hochdruck-Dosiermaschine für kleine Schussgewichte, Prototypen und Labore.',
      it: 'Dosatrice compatta ad alta pressione per piccoli pesi di iniezione, prototipi e laboratori.',
      ja: '小ショット重量、試作、ラボ向けのコンパクトな高圧計量機。',
      es: 'Dosificadora compacta de alta presión para pesos de inyección pequeños, prototipos y laboratorios.',
      pt: 'Dosadora compacta de alta pressão para pequenos pesos de injeção, protótipos e laboratórios.',
      cs: 'Kompaktní vysokotlaký dávkovací stroj pro malé hmotnosti výstřiku, prototypy a laboratoře.',
      zh: '适用于小注射量、样件和实验室的紧凑型高压计量机。',
      ko: '소량 샷, 시제품 및 실험실용 소형 고압 계량기.',
    },
    versions: [
      v(
        'HX Compact 10',
        'AXP 1.2',
        'AXP 1.2',
        38500,
        '32 A',
        'DCS Touch 7',
        [
          ['MHS 6', 'standardOptimized'],
          ['MHL 8', 'standard'],
          ['MHL 10', 'optional'],
        ],
        '7–64 g/s with two AXP 1.2 pumps.',
      ),
      v(
        'HX Compact 25',
        'AXP 2.5',
        'AXP 1.2',
        42900,
        '32 A',
        'DCS Touch 7',
        [
          ['MHL 8', 'standardOptimized'],
          ['MHS 10', 'optional'],
        ],
        '10–98 g/s; the larger poly pump suits ratios around 100:50.',
        'standardOptimized',
      ),
      v(
        'HX Compact 60',
        'AXP 2.5',
        'AXP 2.5',
        47800,
        '32 A',
        'DCS Pro 15',
        [
          ['MHS 10', 'standard'],
          ['MHL 12', 'standardOptimized'],
        ],
        '14–133 g/s at ratios near 100:100.',
      ),
    ],
  },
  {
    slug: 'hx',
    name: 'HX Series',
    pressureClass: 'high',
    components: 2,
    applications: ['rigid', 'flexible', 'integralSkin', 'semiRigid'],
    dayTanks: [60, 250],
    description: {
      en: 'High-pressure metering machine for moulded, integral skin and block foams in series production.',
      de: 'Hochdruck-Dosiermaschine für Form-, Integral- und Blockschaum in der Serienfertigung.',
      it: 'Dosatrice ad alta pressione per schiume stampate, integrali e in blocco nella produzione in serie.',
      ja: '量産での成形フォーム、インテグラルスキン、ブロックフォーム向け高圧計量機。',
      es: 'Dosificadora de alta presión para espumas moldeadas, integrales y en bloque en producción en serie.',
      pt: 'Dosadora de alta pressão para espumas moldadas, integrais e em bloco na produção em série.',
      cs: 'Vysokotlaký dávkovací stroj pro tvarované, integrální a blokové pěny v sériové výrobě.',
      zh: '用于批量生产模塑泡沫、自结皮泡沫和块状泡沫的高压计量机。',
      ko: '양산용 성형 폼, 인테그랄 스킨 폼 및 블록 폼을 위한 고압 계량기.',
    },
    versions: [
      v(
        'HX 100',
        'AXP 6',
        'AXP 6',
        64500,
        '63 A',
        'DCS Pro 15',
        [
          ['MHL 12', 'standardOptimized'],
          ['MHL 18', 'optional'],
          ['MHZ 14', 'optional'],
        ],
        '33–319 g/s for seat cushions and small moulded parts.',
      ),
      v(
        'HX 200',
        'AXP 12',
        'AXP 6',
        72900,
        '63 A',
        'DCS Pro 15',
        [
          ['MHL 12', 'optional'],
          ['MHL 18', 'standardOptimized'],
          ['MHZ 14', 'optionalOptimized'],
        ],
        '50–479 g/s; poly-heavy pair for flexible and integral skin foams.',
        'standardOptimized',
      ),
      v(
        'HX 350',
        'AXP 12',
        'AXP 12',
        84600,
        '100 A',
        'DCS Pro 15',
        [
          ['MHL 18', 'standardOptimized'],
          ['MHZ 14', 'optional'],
          ['MHL 24', 'optional'],
        ],
        '66–638 g/s for rigid and semi-rigid parts.',
      ),
      v(
        'HX 600',
        'AXP 22',
        'AXP 22',
        103800,
        '100 A',
        'DCS Pro 22',
        [
          ['MHL 18', 'standard'],
          ['MHL 24', 'standardOptimized'],
        ],
        '121–1170 g/s for large moulds and refrigerator cabinets.',
      ),
    ],
  },
  {
    slug: 'hx-max',
    name: 'HX Max',
    pressureClass: 'high',
    components: 2,
    applications: ['rigid', 'semiRigid'],
    dayTanks: [250, 500],
    description: {
      en: 'High-output high-pressure machine for sandwich panels, blocks and large moulded parts.',
      de: 'Hochleistungs-Hochdruckmaschine für Sandwichpaneele, Blöcke und große Formteile.',
      it: 'Macchina ad alta pressione ad alta portata per pannelli sandwich, blocchi e grandi stampati.',
      ja: 'サンドイッチパネル、ブロック、大型成形品向けの高吐出高圧機。',
      es: 'Máquina de alta presión y gran caudal para paneles sándwich, bloques y piezas moldeadas grandes.',
      pt: 'Máquina de alta pressão e alta vazão para painéis sanduíche, blocos e grandes peças moldadas.',
      cs: 'Vysokotlaký stroj s vysokým výkonem pro sendvičové panely, bloky a velké výlisky.',
      zh: '用于夹芯板、块料和大型模塑件的大流量高压机。',
      ko: '샌드위치 패널, 블록 및 대형 성형품용 고토출 고압기.',
    },
    versions: [
      v(
        'HX Max 900',
        'AXP 32',
        'AXP 32',
        148000,
        '160 A',
        'DCS Pro 22',
        [
          ['MHL 24', 'standardOptimized'],
          ['MHL 32', 'optional'],
        ],
        '176–1701 g/s for discontinuous panel lines.',
      ),
      v(
        'HX Max 1400',
        'AXP 45',
        'AXP 45',
        176500,
        '160 A',
        'DCS Pro 22',
        [
          ['MHL 24', 'standard'],
          ['MHL 32', 'standardOptimized'],
        ],
        '248–2392 g/s for block foam and large panels.',
        'standardOptimized',
      ),
      v(
        'HX Max 2000',
        'AXP 63',
        'AXP 45',
        212000,
        '160 A',
        'DCS Pro 22',
        [['MHL 32', 'standardOptimized']],
        '297–2871 g/s; poly-heavy pair for PIR panels.',
      ),
    ],
  },
  {
    slug: 'lx',
    name: 'LX Series',
    pressureClass: 'low',
    components: 2,
    applications: ['flexible', 'elastomer', 'coating'],
    dayTanks: [30, 60, 250],
    description: {
      en: 'Low-pressure metering machine with gear pumps and dynamic mixers for flexible and elastomer parts.',
      de: 'Niederdruck-Dosiermaschine mit Zahnradpumpen und dynamischen Mischern für Weichschaum- und Elastomerteile.',
      it: 'Dosatrice a bassa pressione con pompe a ingranaggi e miscelatori dinamici per parti flessibili ed elastomeriche.',
      ja: 'ギアポンプと動的ミキサーを備えた、軟質フォームおよびエラストマー部品向け低圧計量機。',
      es: 'Dosificadora de baja presión con bombas de engranajes y mezcladores dinámicos para piezas flexibles y elastoméricas.',
      pt: 'Dosadora de baixa pressão com bombas de engrenagem e misturadores dinâmicos para peças flexíveis e elastoméricas.',
      cs: 'Nízkotlaký dávkovací stroj se zubovými čerpadly a dynamickými míchači pro měkké a elastomerové díly.',
      zh: '配备齿轮泵和动态混合器的低压计量机，适用于软质和弹性体制品。',
      ko: '기어 펌프와 동적 믹서를 갖춘 연질 및 엘라스토머 부품용 저압 계량기.',
    },
    versions: [
      v(
        'LX 15',
        'GRP 0.6',
        'GRP 0.6',
        29800,
        '32 A',
        'DCS Touch 7',
        [['LDM 2', 'standardOptimized']],
        '3–32 g/s for potting and small castings.',
      ),
      v(
        'LX 80',
        'GRP 3',
        'GRP 3',
        34600,
        '32 A',
        'DCS Touch 7',
        [
          ['LDM 2', 'optional'],
          ['LDM 5', 'standardOptimized'],
        ],
        '17–160 g/s for flexible moulded parts.',
        'standardOptimized',
      ),
      v(
        'LX 300',
        'GRP 10',
        'GRP 10',
        46900,
        '63 A',
        'DCS Pro 15',
        [
          ['LDM 5', 'standard'],
          ['LDM 9', 'standardOptimized'],
          ['LDM 12-4', 'optional'],
        ],
        '55–532 g/s; with the LDM 12-4 for up to four components.',
      ),
    ],
  },
  {
    slug: 'cx-cast',
    name: 'CX Cast',
    pressureClass: 'low',
    components: 3,
    applications: ['elastomer', 'coating'],
    dayTanks: [30, 60, 250],
    description: {
      en: 'Low-pressure casting machine for hot-cast elastomers with wide mixing ratios.',
      de: 'Niederdruck-Gießmaschine für Heißgieß-Elastomere mit weiten Mischungsverhältnissen.',
      it: 'Macchina di colata a bassa pressione per elastomeri colati a caldo con ampi rapporti di miscelazione.',
      ja: '幅広い混合比に対応するホットキャストエラストマー用低圧注型機。',
      es: 'Máquina de colada de baja presión para elastómeros colados en caliente con amplias relaciones de mezcla.',
      pt: 'Máquina de fundição de baixa pressão para elastômeros vazados a quente com amplas proporções de mistura.',
      cs: 'Nízkotlaký licí stroj pro elastomery lité za tepla se širokým rozsahem mísicích poměrů.',
      zh: '适用于宽混合比热浇注弹性体的低压浇注机。',
      ko: '넓은 혼합비의 열경화 주형 엘라스토머용 저압 주형기.',
    },
    versions: [
      v(
        'CX Cast 40',
        'GRP 3',
        'GRP 0.6',
        36400,
        '32 A',
        'DCS Touch 7',
        [
          ['LDM 2', 'standard'],
          ['LDM 5', 'standardOptimized'],
        ],
        '10–96 g/s at ratios from 100:15 to 100:40.',
      ),
      v(
        'CX Cast 150',
        'GRP 10',
        'GRP 3',
        44800,
        '63 A',
        'DCS Pro 15',
        [
          ['LDM 5', 'standardOptimized'],
          ['LDM 9', 'optional'],
        ],
        '36–346 g/s for rollers and wheels.',
        'standardOptimized',
      ),
      v(
        'CX Cast 500',
        'GRP 30',
        'GRP 10',
        61500,
        '63 A',
        'DCS Pro 15',
        [
          ['LDM 9', 'standardOptimized'],
          ['LDM 12-4', 'optionalOptimized'],
        ],
        '110–1063 g/s for screens and large castings.',
      ),
    ],
  },
  {
    slug: 'vx-vario',
    name: 'VX Vario',
    pressureClass: 'high',
    components: 2,
    applications: ['rigid', 'flexible', 'integralSkin'],
    comingSoon: true,
    dayTanks: [60, 250],
    description: {
      en: 'Servo-driven high-pressure platform with fully variable output and ratio.',
      de: 'Servogetriebene Hochdruckplattform mit voll variabler Leistung und variablem Verhältnis.',
      it: 'Piattaforma ad alta pressione con servoazionamento, portata e rapporto completamente variabili.',
      ja: '吐出量と混合比を完全可変にしたサーボ駆動高圧プラットフォーム。',
      es: 'Plataforma de alta presión servoaccionada con caudal y relación totalmente variables.',
      pt: 'Plataforma de alta pressão servoacionada com vazão e proporção totalmente variáveis.',
      cs: 'Vysokotlaká platforma se servopohonem a plně proměnným výkonem i poměrem.',
      zh: '伺服驱动高压平台，流量和配比完全可调。',
      ko: '토출량과 혼합비를 완전히 가변할 수 있는 서보 구동 고압 플랫폼.',
    },
    versions: [
      v(
        'VX Vario 250',
        'AXP 12',
        'AXP 12',
        96500,
        '100 A',
        'DCS Pro 22',
        [['MHL 18', 'standard']],
        'Preview: 66–638 g/s with servo drives.',
      ),
    ],
  },
];

/** Total output range in g/s, taking 1.1 g/cm³ for both components (a typical PU system). */
export function versionRangeGPerS(version: { poly: string; iso: string }): [number, number] {
  const pump = (name: string) => {
    const found = PUMPS.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`demo catalogue: unknown pump ${name}`);
    return found;
  };
  const flow = (p: PumpSpec, rpm: number) => (p.displacementCm3PerRev * rpm) / 60;
  const poly = pump(version.poly);
  const iso = pump(version.iso);
  return [
    (flow(poly, poly.minRpm) + flow(iso, iso.minRpm)) * 1.1,
    (flow(poly, poly.maxRpm) + flow(iso, iso.maxRpm)) * 1.1,
  ];
}
