// What guides a buyer through the demo models (docs/product.md#ux-guidance): a help text for the options
// whose names are jargon, a reason for each recommended option, starting points per application, and
// each machine's indicative lead time. Texts in locale order en, de, it, ja, es, pt, cs, zh, ko.
import type { Phrase } from './phrases.ts';
import { phrase as p } from './phrases.ts';

/** Help texts by option value. */
export const OPTION_HELP: Record<string, Phrase> = {
  'opc-ua': p(
    'OPC UA is an open standard through which the machine reports its state, shot data and alarms to your MES or ERP.',
    'OPC UA ist ein offener Standard, über den die Maschine Zustand, Schussdaten und Alarme an Ihr MES oder ERP meldet.',
    'OPC UA è uno standard aperto con cui la macchina comunica stato, dati di iniezione e allarmi al vostro MES o ERP.',
    'OPC UAは、機械の状態、ショットデータ、アラームをMESやERPへ送るためのオープンな通信規格です。',
    'OPC UA es un estándar abierto con el que la máquina comunica su estado, los datos de inyección y las alarmas a su MES o ERP.',
    'OPC UA é um padrão aberto pelo qual a máquina envia o seu estado, os dados de injeção e os alarmes ao seu MES ou ERP.',
    'OPC UA je otevřený standard, kterým stroj hlásí svůj stav, data výstřiků a alarmy do vašeho MES nebo ERP.',
    'OPC UA 是一种开放标准，设备通过它向您的 MES 或 ERP 报告状态、注射数据和报警。',
    'OPC UA는 기계가 상태, 사출 데이터, 알람을 MES나 ERP로 보내는 개방형 표준입니다.',
  ),
  profinet: p(
    'PROFINET is the fieldbus through which the press or robot and the machine start and stop each other.',
    'PROFINET ist der Feldbus, über den Presse oder Roboter und Maschine sich gegenseitig starten und stoppen.',
    'PROFINET è il bus di campo con cui pressa o robot e macchina si avviano e si arrestano a vicenda.',
    'PROFINETは、プレスやロボットと機械が互いに起動・停止を指示し合うためのフィールドバスです。',
    'PROFINET es el bus de campo con el que la prensa o el robot y la máquina se arrancan y se detienen mutuamente.',
    'PROFINET é o barramento de campo pelo qual a prensa ou o robô e a máquina se ligam e se param mutuamente.',
    'PROFINET je průmyslová sběrnice, kterou se lis nebo robot a stroj navzájem spouštějí a zastavují.',
    'PROFINET 是一种现场总线，压机或机器人与设备通过它相互启动和停止。',
    'PROFINET은 프레스나 로봇과 기계가 서로 시작과 정지를 주고받는 필드버스입니다.',
  ),
  'hose-heated': p(
    'Heated hoses keep both components at processing temperature all the way to the mixhead, so the mix stays the same after a pause.',
    'Beheizte Schläuche halten beide Komponenten bis zum Mischkopf auf Verarbeitungstemperatur, sodass die Mischung auch nach einer Pause gleich bleibt.',
    'I tubi riscaldati mantengono entrambi i componenti alla temperatura di lavorazione fino alla testa di miscelazione, così la miscela resta uguale anche dopo una pausa.',
    'ヒーター付きホースは両成分をミキシングヘッドまで加工温度に保つため、休止後も混合品質が変わりません。',
    'Las mangueras calefactadas mantienen ambos componentes a la temperatura de proceso hasta el cabezal de mezcla, así la mezcla no cambia tras una pausa.',
    'As mangueiras aquecidas mantêm ambos os componentes à temperatura de processamento até à cabeça de mistura, para que a mistura não mude após uma pausa.',
    'Vyhřívané hadice udržují obě složky na zpracovatelské teplotě až k míchací hlavě, takže směs zůstane stejná i po přestávce.',
    '加热软管使两种组分一直到混合头都保持在加工温度，停机后混合效果也保持不变。',
    '히터 호스는 두 성분을 믹싱 헤드까지 가공 온도로 유지하므로 정지 후에도 혼합 품질이 같습니다.',
  ),
  'desiccant-dryer': p(
    'A desiccant dryer dries the air that flows into the isocyanate tank as it empties: moist air would make the isocyanate crystallise.',
    'Ein Trockenmitteltrockner trocknet die Luft, die beim Entleeren in den Isocyanatbehälter strömt: Feuchte Luft ließe das Isocyanat kristallisieren.',
    'Un essiccatore a sali asciuga l’aria che entra nel serbatoio dell’isocianato mentre si svuota: l’aria umida farebbe cristallizzare l’isocianato.',
    '乾燥剤ドライヤーは、イソシアネートタンクが空になるときに流入する空気を乾燥させます。湿った空気はイソシアネートを結晶化させます。',
    'Un secador de desecante seca el aire que entra en el depósito de isocianato al vaciarse: el aire húmedo haría cristalizar el isocianato.',
    'Um secador com dessecante seca o ar que entra no reservatório de isocianato à medida que esvazia: o ar húmido faria cristalizar o isocianato.',
    'Vysoušeč s vysoušedlem vysušuje vzduch, který proudí do nádrže s izokyanátem při jejím vyprazdňování: vlhký vzduch by izokyanát nechal krystalizovat.',
    '干燥剂干燥器对异氰酸酯罐排空时进入的空气进行干燥：潮湿空气会使异氰酸酯结晶。',
    '건조제 드라이어는 이소시아네이트 탱크가 비워질 때 들어오는 공기를 건조합니다. 습한 공기는 이소시아네이트를 결정화시킵니다.',
  ),
  'tc-heating': p(
    'Heating brings both components to the temperature at which they mix and react as the data sheet says, also in a cold hall.',
    'Die Heizung bringt beide Komponenten auf die Temperatur, bei der sie wie im Datenblatt angegeben mischen und reagieren, auch in einer kalten Halle.',
    'Il riscaldamento porta entrambi i componenti alla temperatura alla quale si miscelano e reagiscono come indicato nella scheda tecnica, anche in un capannone freddo.',
    '加熱により、寒い工場でも両成分をデータシート通りに混合・反応する温度に保ちます。',
    'La calefacción lleva ambos componentes a la temperatura a la que se mezclan y reaccionan según la ficha técnica, también en una nave fría.',
    'O aquecimento leva ambos os componentes à temperatura a que se misturam e reagem como indica a ficha técnica, também num pavilhão frio.',
    'Ohřev přivede obě složky na teplotu, při které se mísí a reagují podle technického listu, i ve studené hale.',
    '加热使两种组分达到按技术数据表混合和反应的温度，即使在寒冷的车间也是如此。',
    '가열은 추운 공장에서도 두 성분을 데이터시트대로 혼합·반응하는 온도로 맞춥니다.',
  ),
};

/** Recommended options by value, with the one-line reason shown next to the tag. */
export const RECOMMENDED_REASONS: Record<string, Phrase> = {
  'desiccant-dryer': p(
    'Protects the isocyanate from moisture: no crystals in the tank.',
    'Schützt das Isocyanat vor Feuchte: keine Kristalle im Behälter.',
    'Protegge l’isocianato dall’umidità: niente cristalli nel serbatoio.',
    'イソシアネートを湿気から守り、タンク内の結晶化を防ぎます。',
    'Protege el isocianato de la humedad: sin cristales en el depósito.',
    'Protege o isocianato da humidade: sem cristais no reservatório.',
    'Chrání izokyanát před vlhkostí: žádné krystaly v nádrži.',
    '保护异氰酸酯免受潮湿：罐内不结晶。',
    '이소시아네이트를 습기로부터 보호합니다. 탱크에 결정이 생기지 않습니다.',
  ),
  'remote-service': p(
    'Most faults are found and fixed remotely, without waiting for a technician.',
    'Die meisten Störungen werden aus der Ferne gefunden und behoben, ohne auf einen Techniker zu warten.',
    'La maggior parte dei guasti si individua e risolve da remoto, senza attendere un tecnico.',
    'ほとんどの不具合は技術者を待たずに遠隔で特定・解決できます。',
    'La mayoría de las averías se localizan y resuelven a distancia, sin esperar a un técnico.',
    'A maioria das avarias é encontrada e resolvida à distância, sem esperar por um técnico.',
    'Většinu poruch najdeme a odstraníme na dálku, bez čekání na technika.',
    '大多数故障可远程发现并排除，无需等待技术人员。',
    '대부분의 고장은 기술자를 기다리지 않고 원격으로 찾아 해결합니다.',
  ),
  'operator-training': p(
    'Operators who know the machine change over faster and make less scrap.',
    'Bediener, die die Maschine kennen, rüsten schneller um und produzieren weniger Ausschuss.',
    'Gli operatori che conoscono la macchina cambiano produzione più rapidamente e producono meno scarti.',
    '機械を理解したオペレーターは段取り替えが速く、不良も少なくなります。',
    'Los operarios que conocen la máquina cambian de producción más rápido y generan menos rechazo.',
    'Operadores que conhecem a máquina mudam de produção mais depressa e geram menos refugo.',
    'Obsluha, která stroj zná, rychleji přestavuje a vyrábí méně zmetků.',
    '熟悉设备的操作员换产更快，废品更少。',
    '기계를 잘 아는 작업자는 전환이 빠르고 불량이 적습니다.',
  ),
};

/** The starting points every demo machine offers: a panel line and a laboratory. */
export const STARTER_TEXTS = {
  'panel-line': {
    title: p(
      'Panel line',
      'Paneellinie',
      'Linea pannelli',
      'パネルライン',
      'Línea de paneles',
      'Linha de painéis',
      'Linka na panely',
      '板材生产线',
      '패널 라인',
    ),
    description: p(
      'High output, the largest mixhead on a boom, heated components and refilling from a tank farm.',
      'Hohe Leistung, der größte Mischkopf am Ausleger, beheizte Komponenten und Nachfüllung aus dem Tanklager.',
      'Alta portata, la testa di miscelazione più grande su braccio, componenti riscaldati e rabbocco da parco serbatoi.',
      '高吐出量、ブームに取り付けた最大のミキシングヘッド、加熱された成分、タンクファームからの補充。',
      'Alto caudal, el cabezal de mezcla más grande en un brazo, componentes calefactados y rellenado desde un parque de tanques.',
      'Alto débito, a maior cabeça de mistura num braço, componentes aquecidos e reabastecimento a partir de um parque de tanques.',
      'Vysoký výkon, největší míchací hlava na rameni, vyhřívané složky a doplňování z tankoviště.',
      '高产量、悬臂上最大的混合头、加热组分以及从储罐区补料。',
      '높은 토출량, 붐에 장착한 가장 큰 믹싱 헤드, 가열된 성분, 탱크 팜에서의 보충.',
    ),
  },
  laboratory: {
    title: p(
      'Laboratory',
      'Labor',
      'Laboratorio',
      'ラボ',
      'Laboratorio',
      'Laboratório',
      'Laboratoř',
      '实验室',
      '실험실',
    ),
    description: p(
      'Small shots for trials: the smallest dosing line and mixhead, a fixed mount and manual refilling.',
      'Kleine Schüsse für Versuche: die kleinste Dosierlinie und der kleinste Mischkopf, feste Montage und manuelles Nachfüllen.',
      'Piccole iniezioni per prove: la linea di dosaggio e la testa di miscelazione più piccole, montaggio fisso e rabbocco manuale.',
      '試作向けの少量ショット：最小の計量ラインとミキシングヘッド、固定設置、手動補充。',
      'Inyecciones pequeñas para ensayos: la línea de dosificación y el cabezal más pequeños, montaje fijo y rellenado manual.',
      'Pequenas injeções para ensaios: a linha de dosagem e a cabeça de mistura mais pequenas, montagem fixa e reabastecimento manual.',
      'Malé dávky pro zkoušky: nejmenší dávkovací linka a míchací hlava, pevná montáž a ruční doplňování.',
      '用于试验的小注射量：最小的计量线和混合头、固定安装和手动补料。',
      '시험용 소량 사출: 가장 작은 계량 라인과 믹싱 헤드, 고정 설치, 수동 보충.',
    ),
  },
} as const;

/** Indicative lead times in weeks from order to delivery. */
export const LEAD_TIME_WEEKS: Record<string, { min: number; max: number }> = {
  'hx-compact': { min: 6, max: 8 },
  hx: { min: 8, max: 12 },
  'hx-max': { min: 12, max: 16 },
  lx: { min: 8, max: 10 },
  'cx-cast': { min: 10, max: 14 },
};

/** Sales' direct line, shown next to the total (the `salesContact` setting). */
export const SALES_CONTACT = { phone: '+49 7121 9470-0', email: 'sales@meterline.example' };
