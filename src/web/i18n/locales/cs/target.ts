import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: 'Váš výkon z vyhledávače strojů',
  summary:
    '{{output}} při mísicím poměru 100:{{ratio}}, hustoty polyol {{densityPoly}} a izokyanát {{densityIso}} g/cm³',
  application: 'Použití: {{application}}',
  covers: 'Vaše konfigurace tento výkon pokrývá.',
  notCovered: 'Vaše konfigurace tento výkon nepokrývá: {{reasons}}.',
  lineRange: 'dávkovací linka {{name}} dodává {{min}} až {{max}} g/s této pěny',
  lineNoRange: 'čerpadla linky {{name}} se pro tento mísicí poměr nehodí',
  mixheadRange: '{{name}} míchá {{min}} až {{max}} g/s',
  noLine: 'Žádná dávkovací linka tohoto stroje tento výkon nedosáhne.',
  contact:
    'Žádný standardní stroj ho nedosáhne. Pošlete nám svůj požadavek: naši inženýři vám poradí s nejbližším strojem, nebo postaví stroj na míru.',
  contactButton: 'Poslat požadavek',
  backToFinder: 'Změnit ve vyhledávači strojů',
  clear: 'Konfigurovat bez tohoto výkonu',
  lineLoad: 'Při {{output}}: čerpadlo polyolu {{poly}} %, čerpadlo izokyanátu {{iso}} % svého maxima',
  lineCovers: 'Pokrývá váš výkon',
  lineTooSmall: 'Pro váš výkon příliš malá',
  lineTooLarge: 'Pro váš výkon příliš velká',
  mixheadFits: 'Odpovídá vašemu výkonu',
  mixheadTooSmall: 'Míchá méně než váš výkon',
  mixheadTooLarge: 'Pro váš výkon příliš velká',
  mixheadVolume: '{{min}}–{{max}} {{unit}} s vaší pěnou',
} as const satisfies Messages<typeof en>;
