import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: 'La sua portata dalla ricerca macchina',
  summary:
    '{{output}} con un rapporto di miscelazione di 100:{{ratio}}, densità poliolo {{densityPoly}} e isocianato {{densityIso}} g/cm³',
  application: 'Applicazione: {{application}}',
  covers: 'La sua configurazione copre questa portata.',
  notCovered: 'La sua configurazione non copre questa portata: {{reasons}}.',
  lineRange: 'la linea di dosaggio {{name}} eroga da {{min}} a {{max}} g/s di questa schiuma',
  lineNoRange: 'le pompe di {{name}} non sono adatte a questo rapporto di miscelazione',
  mixheadRange: '{{name}} miscela da {{min}} a {{max}} g/s',
  noLine: 'Nessuna linea di dosaggio di questa macchina raggiunge questa portata.',
  contact:
    'Nessuna macchina standard la raggiunge. Ci invii la sua esigenza: i nostri ingegneri la consigliano sulla macchina più vicina o ne costruiscono una su misura.',
  contactButton: 'Invia l’esigenza',
  backToFinder: 'Modifica nella ricerca macchina',
  clear: 'Configura senza questa portata',
  lineLoad: 'A {{output}}: pompa poliolo {{poly}} %, pompa isocianato {{iso}} % del massimo',
  lineCovers: 'Copre la sua portata',
  lineTooSmall: 'Troppo piccola per la sua portata',
  lineTooLarge: 'Troppo grande per la sua portata',
  mixheadFits: 'Adatta alla sua portata',
  mixheadTooSmall: 'Miscela meno della sua portata',
  mixheadTooLarge: 'Troppo grande per la sua portata',
  mixheadVolume: '{{min}}–{{max}} {{unit}} con la sua schiuma',
} as const satisfies Messages<typeof en>;
