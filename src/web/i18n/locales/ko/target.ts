import type { Messages } from '../../messages.ts';
import type en from '../en/target.ts';

export default {
  title: '기종 찾기에서 지정한 토출량',
  summary:
    '{{output}}, 혼합비 100:{{ratio}}, 밀도 폴리올 {{densityPoly}} 및 이소시아네이트 {{densityIso}} g/cm³',
  application: '용도: {{application}}',
  covers: '현재 구성이 이 토출량을 처리합니다.',
  notCovered: '현재 구성은 이 토출량을 처리하지 못합니다: {{reasons}}.',
  lineRange: '계량 라인 {{name}}은(는) 이 폼을 {{min}}~{{max}} g/s로 토출합니다',
  lineNoRange: '{{name}}의 펌프는 이 혼합비에 맞지 않습니다',
  mixheadRange: '{{name}}의 혼합 범위는 {{min}}~{{max}} g/s입니다',
  noLine: '이 기종의 어떤 계량 라인도 이 토출량에 도달하지 못합니다.',
  contact:
    '표준 기종으로는 처리할 수 없습니다. 요구 사항을 보내 주세요. 당사 엔지니어가 가장 가까운 기종을 안내하거나 맞춤 기계를 제작해 드립니다.',
  contactButton: '요구 사항 보내기',
  backToFinder: '기종 찾기에서 변경',
  clear: '이 토출량 없이 구성',
  lineLoad: '{{output}}일 때: 폴리올 펌프 {{poly}} %, 이소시아네이트 펌프 {{iso}} %(최대 대비)',
  lineCovers: '지정한 토출량 처리 가능',
  lineTooSmall: '지정한 토출량에는 너무 작음',
  lineTooLarge: '지정한 토출량에는 너무 큼',
  mixheadFits: '지정한 토출량에 적합',
  mixheadTooSmall: '지정한 토출량보다 적게 혼합',
  mixheadTooLarge: '지정한 토출량에는 너무 큼',
  mixheadVolume: '이 폼으로 {{min}}–{{max}} {{unit}}',
} as const satisfies Messages<typeof en>;
