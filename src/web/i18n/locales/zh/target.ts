import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: '您在机型查找中指定的产量',
  summary: '{{output}}，混合比 100:{{ratio}}，密度 多元醇 {{densityPoly}}、异氰酸酯 {{densityIso}} g/cm³',
  application: '应用：{{application}}',
  covers: '您的配置覆盖该产量。',
  notCovered: '您的配置不覆盖该产量：{{reasons}}。',
  lineRange: '计量线 {{name}} 对这种泡沫的产量为 {{min}} 至 {{max}} g/s',
  lineNoRange: '{{name}} 的泵不适合此混合比',
  mixheadRange: '{{name}} 的混合范围为 {{min}} 至 {{max}} g/s',
  noLine: '此机型没有任何计量线能达到该产量。',
  contact:
    '没有标准机型能达到。请将您的需求发送给我们：我们的工程师会就最接近的机型为您提供建议，或为您定制机器。',
  contactButton: '发送您的需求',
  backToFinder: '在机型查找中修改',
  clear: '不按此产量配置',
  lineLoad: '在 {{output}} 时：多元醇泵 {{poly}} %，异氰酸酯泵 {{iso}} %（相对最大值）',
  lineCovers: '覆盖您的产量',
  lineTooSmall: '对您的产量而言太小',
  lineTooLarge: '对您的产量而言太大',
  mixheadFits: '适合您的产量',
  mixheadTooSmall: '混合量低于您的产量',
  mixheadTooLarge: '对您的产量而言太大',
  mixheadVolume: '使用您的泡沫时为 {{min}}–{{max}} {{unit}}',
} as const satisfies Messages<typeof en>;
