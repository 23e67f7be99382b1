import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: '機種ファインダーで指定した吐出量',
  summary:
    '{{output}}、混合比 100:{{ratio}}、密度 ポリオール {{densityPoly}}・イソシアネート {{densityIso}} g/cm³',
  application: '用途：{{application}}',
  covers: '現在の構成はこの吐出量に対応しています。',
  notCovered: '現在の構成はこの吐出量に対応していません：{{reasons}}。',
  lineRange: '計量ライン {{name}} はこの発泡体を {{min}}～{{max}} g/s で吐出します',
  lineNoRange: '{{name}} のポンプはこの混合比に適していません',
  mixheadRange: '{{name}} の混合範囲は {{min}}～{{max}} g/s です',
  noLine: 'この機種の計量ラインはいずれもこの吐出量に届きません。',
  contact:
    '標準機では対応できません。ご要件をお送りください。当社のエンジニアが最も近い機種をご提案するか、特別仕様機を製作します。',
  contactButton: '要件を送信',
  backToFinder: '機種ファインダーで変更',
  clear: 'この吐出量なしで構成',
  lineLoad: '{{output}} のとき：ポリオールポンプ {{poly}} %、イソシアネートポンプ {{iso}} %（最大値比）',
  lineCovers: '指定の吐出量に対応',
  lineTooSmall: '指定の吐出量には小さすぎます',
  lineTooLarge: '指定の吐出量には大きすぎます',
  mixheadFits: '指定の吐出量に適合',
  mixheadTooSmall: '指定の吐出量に届きません',
  mixheadTooLarge: '指定の吐出量には大きすぎます',
  mixheadVolume: 'この発泡体で {{min}}～{{max}} {{unit}}',
} as const satisfies Messages<typeof en>;
