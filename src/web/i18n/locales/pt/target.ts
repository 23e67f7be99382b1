import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: 'Sua vazão do localizador de máquinas',
  summary:
    '{{output}} com uma proporção de mistura de 100:{{ratio}}, densidades poliol {{densityPoly}} e isocianato {{densityIso}} g/cm³',
  application: 'Aplicação: {{application}}',
  covers: 'Sua configuração cobre esta vazão.',
  notCovered: 'Sua configuração não cobre esta vazão: {{reasons}}.',
  lineRange: 'a linha de dosagem {{name}} fornece de {{min}} a {{max}} g/s desta espuma',
  lineNoRange: 'as bombas de {{name}} não se adequam a esta proporção de mistura',
  mixheadRange: '{{name}} mistura de {{min}} a {{max}} g/s',
  noLine: 'Nenhuma linha de dosagem desta máquina alcança esta vazão.',
  contact:
    'Nenhuma máquina padrão a alcança. Envie-nos sua necessidade: nossos engenheiros orientam sobre a máquina mais próxima ou constroem uma sob medida.',
  contactButton: 'Enviar sua necessidade',
  backToFinder: 'Alterar no localizador de máquinas',
  clear: 'Configurar sem esta vazão',
  lineLoad: 'Com {{output}}: bomba de poliol {{poly}} %, bomba de isocianato {{iso}} % do seu máximo',
  lineCovers: 'Cobre sua vazão',
  lineTooSmall: 'Pequena demais para sua vazão',
  lineTooLarge: 'Grande demais para sua vazão',
  mixheadFits: 'Adequado à sua vazão',
  mixheadTooSmall: 'Mistura menos que sua vazão',
  mixheadTooLarge: 'Grande demais para sua vazão',
  mixheadVolume: '{{min}}–{{max}} {{unit}} com sua espuma',
} as const satisfies Messages<typeof en>;
