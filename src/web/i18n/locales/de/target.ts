import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: 'Ihre Leistung aus dem Maschinenfinder',
  summary:
    '{{output}} bei einem Mischungsverhältnis von 100:{{ratio}}, Dichten Polyol {{densityPoly}} und Isocyanat {{densityIso}} g/cm³',
  application: 'Anwendung: {{application}}',
  covers: 'Ihre Konfiguration deckt diese Leistung ab.',
  notCovered: 'Ihre Konfiguration deckt diese Leistung nicht ab: {{reasons}}.',
  lineRange: 'die Dosierlinie {{name}} fördert {{min}} bis {{max}} g/s dieses Schaums',
  lineNoRange: 'die Pumpen von {{name}} passen nicht zu diesem Mischungsverhältnis',
  mixheadRange: '{{name}} mischt {{min}} bis {{max}} g/s',
  noLine: 'Keine Dosierlinie dieser Maschine erreicht diese Leistung.',
  contact:
    'Keine Standardmaschine schafft sie. Senden Sie uns Ihre Anforderung: Unsere Ingenieure beraten Sie zur nächstliegenden Maschine oder bauen eine nach Maß.',
  contactButton: 'Anforderung senden',
  backToFinder: 'Im Maschinenfinder ändern',
  clear: 'Ohne diese Leistung konfigurieren',
  lineLoad: 'Bei {{output}}: Polyolpumpe {{poly}} %, Isocyanatpumpe {{iso}} % ihres Maximums',
  lineCovers: 'Deckt Ihre Leistung ab',
  lineTooSmall: 'Zu klein für Ihre Leistung',
  lineTooLarge: 'Zu groß für Ihre Leistung',
  mixheadFits: 'Passt zu Ihrer Leistung',
  mixheadTooSmall: 'Mischt weniger als Ihre Leistung',
  mixheadTooLarge: 'Zu groß für Ihre Leistung',
  mixheadVolume: '{{min}}–{{max}} {{unit}} mit Ihrem Schaum',
} as const satisfies Messages<typeof en>;
