// Pumps, mixheads, machines and their versions. Output ranges follow from the pumps (docs/product.md#units):
// Q [cm³/s] = displacement × rpm / 60 at 50 Hz; the pump pairs span about 3 to 2900 g/s.
import type { RelationType } from '../../../../domain/availability.ts';
import { type Phrase, phrase } from './phrases.ts';

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
  /** shown under the dosing line in the public configurator, so written in every locale */
  description: Phrase;
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
  description: Phrase,
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
        phrase(
          '7–64 g/s with two AXP 1.2 pumps.',
          '7–64 g/s mit zwei AXP-1.2-Pumpen.',
          '7–64 g/s con due pompe AXP 1.2.',
          'AXP 1.2ポンプ2台で7–64 g/s。',
          '7–64 g/s con dos bombas AXP 1.2.',
          '7–64 g/s com duas bombas AXP 1.2.',
          '7–64 g/s se dvěma čerpadly AXP 1.2.',
          '7–64 g/s，配两台 AXP 1.2 泵。',
          'AXP 1.2 펌프 2대로 7–64 g/s.',
        ),
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
        phrase(
          '10–98 g/s; the larger poly pump suits ratios around 100:50.',
          '10–98 g/s; die größere Polyolpumpe passt zu Mischungsverhältnissen um 100:50.',
          '10–98 g/s; la pompa del poliolo più grande è adatta a rapporti intorno a 100:50.',
          '10–98 g/s。大きめのポリオールポンプは100:50前後の配合比に適します。',
          '10–98 g/s; la bomba de poliol más grande se adapta a relaciones en torno a 100:50.',
          '10–98 g/s; a bomba de poliol maior adequa-se a proporções em torno de 100:50.',
          '10–98 g/s; větší čerpadlo polyolu se hodí pro poměry kolem 100:50.',
          '10–98 g/s；较大的多元醇泵适合 100:50 左右的配比。',
          '10–98 g/s. 더 큰 폴리올 펌프는 100:50 전후의 배합비에 적합합니다.',
        ),
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
        phrase(
          '14–133 g/s at ratios near 100:100.',
          '14–133 g/s bei Mischungsverhältnissen nahe 100:100.',
          '14–133 g/s con rapporti vicini a 100:100.',
          '100:100に近い配合比で14–133 g/s。',
          '14–133 g/s con relaciones cercanas a 100:100.',
          '14–133 g/s com proporções próximas de 100:100.',
          '14–133 g/s při poměrech blízkých 100:100.',
          '14–133 g/s，配比接近 100:100。',
          '100:100에 가까운 배합비에서 14–133 g/s.',
        ),
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
        phrase(
          '33–319 g/s for seat cushions and small moulded parts.',
          '33–319 g/s für Sitzpolster und kleine Formteile.',
          '33–319 g/s per cuscini di sedili e piccoli pezzi stampati.',
          'シートクッションや小型成形品向けに33–319 g/s。',
          '33–319 g/s para cojines de asiento y piezas moldeadas pequeñas.',
          '33–319 g/s para almofadas de assento e pequenas peças moldadas.',
          '33–319 g/s pro sedákové polštáře a malé tvarované díly.',
          '33–319 g/s，适用于座垫和小型模塑件。',
          '시트 쿠션과 소형 성형품용 33–319 g/s.',
        ),
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
        phrase(
          '50–479 g/s; poly-heavy pair for flexible and integral skin foams.',
          '50–479 g/s; polyolbetontes Pumpenpaar für Weich- und Integralschaum.',
          '50–479 g/s; coppia con prevalenza di poliolo per schiume flessibili e integrali.',
          '50–479 g/s。ポリオール側を大きくしたポンプ構成で、軟質フォームとインテグラルスキンフォームに。',
          '50–479 g/s; pareja con predominio de poliol para espumas flexibles e integrales.',
          '50–479 g/s; par com predominância de poliol para espumas flexíveis e integrais.',
          '50–479 g/s; dvojice s převahou polyolu pro měkké a integrální pěny.',
          '50–479 g/s；多元醇侧较大的泵组合，适用于软质泡沫和自结皮泡沫。',
          '50–479 g/s. 폴리올 쪽이 큰 펌프 조합으로 연질 폼과 인테그랄 스킨 폼에 적합합니다.',
        ),
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
        phrase(
          '66–638 g/s for rigid and semi-rigid parts.',
          '66–638 g/s für Hart- und Halbhartschaumteile.',
          '66–638 g/s per pezzi rigidi e semirigidi.',
          '硬質・半硬質部品向けに66–638 g/s。',
          '66–638 g/s para piezas rígidas y semirrígidas.',
          '66–638 g/s para peças rígidas e semirrígidas.',
          '66–638 g/s pro tuhé a polotuhé díly.',
          '66–638 g/s，适用于硬质和半硬质部件。',
          '경질 및 반경질 부품용 66–638 g/s.',
        ),
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
        phrase(
          '121–1,170 g/s for large moulds and refrigerator cabinets.',
          '121–1.170 g/s für große Formen und Kühlschrankgehäuse.',
          '121–1170 g/s per stampi grandi e mobili frigoriferi.',
          '大型金型や冷蔵庫キャビネット向けに121–1,170 g/s。',
          '121–1170 g/s para moldes grandes y muebles de frigorífico.',
          '121–1.170 g/s para moldes grandes e gabinetes de frigorífico.',
          '121–1 170 g/s pro velké formy a skříně chladniček.',
          '121–1,170 g/s，适用于大型模具和冰箱箱体。',
          '대형 금형과 냉장고 캐비닛용 121–1,170 g/s.',
        ),
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
        phrase(
          '176–1,701 g/s for discontinuous panel lines.',
          '176–1.701 g/s für diskontinuierliche Paneelanlagen.',
          '176–1701 g/s per linee discontinue di pannelli.',
          '不連続パネルライン向けに176–1,701 g/s。',
          '176–1701 g/s para líneas discontinuas de paneles.',
          '176–1.701 g/s para linhas descontínuas de painéis.',
          '176–1 701 g/s pro diskontinuální linky na panely.',
          '176–1,701 g/s，适用于非连续板材生产线。',
          '불연속 패널 라인용 176–1,701 g/s.',
        ),
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
        phrase(
          '248–2,392 g/s for block foam and large panels.',
          '248–2.392 g/s für Blockschaum und große Paneele.',
          '248–2392 g/s per schiuma in blocco e pannelli di grandi dimensioni.',
          'ブロックフォームや大型パネル向けに248–2,392 g/s。',
          '248–2392 g/s para espuma en bloque y paneles grandes.',
          '248–2.392 g/s para espuma em bloco e painéis grandes.',
          '248–2 392 g/s pro blokovou pěnu a velké panely.',
          '248–2,392 g/s，适用于块状泡沫和大型板材。',
          '블록 폼과 대형 패널용 248–2,392 g/s.',
        ),
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
        phrase(
          '297–2,871 g/s; poly-heavy pair for PIR panels.',
          '297–2.871 g/s; polyolbetontes Pumpenpaar für PIR-Paneele.',
          '297–2871 g/s; coppia con prevalenza di poliolo per pannelli PIR.',
          '297–2,871 g/s。ポリオール側を大きくしたポンプ構成で、PIRパネルに。',
          '297–2871 g/s; pareja con predominio de poliol para paneles PIR.',
          '297–2.871 g/s; par com predominância de poliol para painéis PIR.',
          '297–2 871 g/s; dvojice s převahou polyolu pro panely PIR.',
          '297–2,871 g/s；多元醇侧较大的泵组合，适用于 PIR 板材。',
          '297–2,871 g/s. 폴리올 쪽이 큰 펌프 조합으로 PIR 패널에 적합합니다.',
        ),
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
        phrase(
          '3–32 g/s for potting and small castings.',
          '3–32 g/s für Verguss und kleine Gießteile.',
          '3–32 g/s per incapsulamento e piccole colate.',
          'ポッティングや小型注型品向けに3–32 g/s。',
          '3–32 g/s para encapsulado y piezas coladas pequeñas.',
          '3–32 g/s para encapsulamento e pequenas peças fundidas.',
          '3–32 g/s pro zalévání a malé odlitky.',
          '3–32 g/s，适用于灌封和小型浇注件。',
          '포팅과 소형 주형품용 3–32 g/s.',
        ),
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
        phrase(
          '17–160 g/s for flexible moulded parts.',
          '17–160 g/s für Weichschaum-Formteile.',
          '17–160 g/s per pezzi stampati flessibili.',
          '軟質成形品向けに17–160 g/s。',
          '17–160 g/s para piezas moldeadas flexibles.',
          '17–160 g/s para peças moldadas flexíveis.',
          '17–160 g/s pro měkké tvarované díly.',
          '17–160 g/s，适用于软质模塑件。',
          '연질 성형품용 17–160 g/s.',
        ),
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
        phrase(
          '55–532 g/s; with the LDM 12-4 for up to four components.',
          '55–532 g/s; mit dem LDM 12-4 für bis zu vier Komponenten.',
          '55–532 g/s; con l’LDM 12-4 fino a quattro componenti.',
          '55–532 g/s。LDM 12-4で最大4成分に対応。',
          '55–532 g/s; con el LDM 12-4 para hasta cuatro componentes.',
          '55–532 g/s; com o LDM 12-4 para até quatro componentes.',
          '55–532 g/s; s LDM 12-4 až pro čtyři složky.',
          '55–532 g/s；配合 LDM 12-4 最多可用于四种组分。',
          '55–532 g/s. LDM 12-4로 최대 4성분까지 대응합니다.',
        ),
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
        phrase(
          '10–96 g/s at ratios from 100:15 to 100:40.',
          '10–96 g/s bei Mischungsverhältnissen von 100:15 bis 100:40.',
          '10–96 g/s con rapporti da 100:15 a 100:40.',
          '100:15から100:40の配合比で10–96 g/s。',
          '10–96 g/s con relaciones de 100:15 a 100:40.',
          '10–96 g/s com proporções de 100:15 a 100:40.',
          '10–96 g/s při poměrech od 100:15 do 100:40.',
          '10–96 g/s，配比 100:15 至 100:40。',
          '100:15에서 100:40까지의 배합비에서 10–96 g/s.',
        ),
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
        phrase(
          '36–346 g/s for rollers and wheels.',
          '36–346 g/s für Walzen und Räder.',
          '36–346 g/s per rulli e ruote.',
          'ローラーや車輪向けに36–346 g/s。',
          '36–346 g/s para rodillos y ruedas.',
          '36–346 g/s para rolos e rodas.',
          '36–346 g/s pro válce a kola.',
          '36–346 g/s，适用于辊筒和轮子。',
          '롤러와 휠용 36–346 g/s.',
        ),
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
        phrase(
          '110–1,063 g/s for screens and large castings.',
          '110–1.063 g/s für Siebe und große Gießteile.',
          '110–1063 g/s per vagli e grandi colate.',
          'スクリーンや大型注型品向けに110–1,063 g/s。',
          '110–1063 g/s para cribas y piezas coladas grandes.',
          '110–1.063 g/s para peneiras e grandes peças fundidas.',
          '110–1 063 g/s pro síta a velké odlitky.',
          '110–1,063 g/s，适用于筛网和大型浇注件。',
          '스크린과 대형 주형품용 110–1,063 g/s.',
        ),
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
        phrase(
          'Preview: 66–638 g/s with servo drives.',
          'Vorschau: 66–638 g/s mit Servoantrieben.',
          'Anteprima: 66–638 g/s con servoazionamenti.',
          'プレビュー：サーボ駆動で66–638 g/s。',
          'Avance: 66–638 g/s con servoaccionamientos.',
          'Pré-visualização: 66–638 g/s com servoacionamentos.',
          'Náhled: 66–638 g/s se servopohony.',
          '预览：采用伺服驱动，66–638 g/s。',
          '미리 보기: 서보 구동으로 66–638 g/s.',
        ),
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

/**
 * Each machine's size: 0 for the one with the smallest top output, 1 for the largest, on a log scale. The
 * pictures (scripts/draw-machine-pictures.tsx) and the 3D parts (scripts/build-demo-parts.ts) grow with it.
 */
export function machineSizeScales(): Map<string, number> {
  const tops = MACHINES.map((machine) => {
    const max = Math.max(...machine.versions.map((version) => versionRangeGPerS(version)[1]));
    return [machine.slug, Math.log(max)] as const;
  });
  const lo = Math.min(...tops.map(([, top]) => top));
  const hi = Math.max(...tops.map(([, top]) => top));
  return new Map(tops.map(([slug, top]) => [slug, hi > lo ? (top - lo) / (hi - lo) : 0.5]));
}
