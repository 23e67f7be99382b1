// English: the source of the texts of the output the machine finder hands to the configurator (namespace
// "target"): the target's summary above the steps, each dosing line's pump load and each mixhead's fit.
export default {
  title: 'Your output from the machine finder',
  summary:
    '{{output}} at a mix ratio of 100:{{ratio}}, densities poly {{densityPoly}} and iso {{densityIso}} g/cm³',
  application: 'Application: {{application}}',
  covers: 'Your configuration covers this output.',
  notCovered: 'Your configuration does not cover this output: {{reasons}}.',
  lineRange: 'the dosing line {{name}} runs {{min}} to {{max}} g/s of this foam',
  lineNoRange: 'the pumps of {{name}} do not suit this mix ratio',
  mixheadRange: '{{name}} mixes {{min}} to {{max}} g/s',
  noLine: 'None of the dosing lines of this machine runs this output.',
  contact:
    'No standard machine runs it. Send us your requirement: our engineers advise on the closest machine or build one to order.',
  contactButton: 'Send your requirement',
  backToFinder: 'Change it in the machine finder',
  clear: 'Configure without this output',

  lineLoad: 'At {{output}}: poly pump {{poly}} %, iso pump {{iso}} % of its maximum',
  lineCovers: 'Covers your output',
  lineTooSmall: 'Too small for your output',
  lineTooLarge: 'Too large for your output',
  mixheadFits: 'Fits your output',
  mixheadTooSmall: 'Mixes less than your output',
  mixheadTooLarge: 'Too large for your output',
  mixheadVolume: '{{min}}–{{max}} {{unit}} with your foam',
} as const;
