import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: 'Su caudal del buscador de máquinas',
  summary:
    '{{output}} con una relación de mezcla de 100:{{ratio}}, densidades poliol {{densityPoly}} e isocianato {{densityIso}} g/cm³',
  application: 'Aplicación: {{application}}',
  covers: 'Su configuración cubre este caudal.',
  notCovered: 'Su configuración no cubre este caudal: {{reasons}}.',
  lineRange: 'la línea de dosificación {{name}} da de {{min}} a {{max}} g/s de esta espuma',
  lineNoRange: 'las bombas de {{name}} no se adaptan a esta relación de mezcla',
  mixheadRange: '{{name}} mezcla de {{min}} a {{max}} g/s',
  noLine: 'Ninguna línea de dosificación de esta máquina alcanza este caudal.',
  contact:
    'Ninguna máquina estándar lo alcanza. Envíenos su requisito: nuestros ingenieros le asesoran sobre la máquina más cercana o construyen una a medida.',
  contactButton: 'Enviar su requisito',
  backToFinder: 'Cambiarlo en el buscador de máquinas',
  clear: 'Configurar sin este caudal',
  lineLoad: 'Con {{output}}: bomba de poliol {{poly}} %, bomba de isocianato {{iso}} % de su máximo',
  lineCovers: 'Cubre su caudal',
  lineTooSmall: 'Demasiado pequeña para su caudal',
  lineTooLarge: 'Demasiado grande para su caudal',
  mixheadFits: 'Adecuado para su caudal',
  mixheadTooSmall: 'Mezcla menos que su caudal',
  mixheadTooLarge: 'Demasiado grande para su caudal',
  mixheadVolume: '{{min}}–{{max}} {{unit}} con su espuma',
} as const satisfies Messages<typeof en>;
