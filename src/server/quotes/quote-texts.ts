// The texts of the quote PDF and the quote e-mail in the nine interface locales. Machine, step and
// option texts come translated from the database; these are the document's own words.
import type { InterfaceLocale } from '../../domain/format.ts';

/** The fictional maker of the demo (src/server/db/seed/catalogue/reference-data.ts). */
export const MAKER = {
  name: 'Aldermann Dosiertechnik GmbH',
  address: 'Seestraße 12 · 88131 Lindau (Bodensee) · Germany',
  contact: '+49 8382 0000-0 · sales@aldermann.example · www.aldermann.example',
};

export type QuoteTexts = {
  title: string;
  machine: string;
  dosingLine: string;
  country: string;
  dayTank: string;
  basePrice: string;
  option: string;
  price: string;
  included: string;
  inPackage: string;
  onRequest: string;
  packageIncludes: string;
  /** "saves 1.180,00 € against buying them separately" */
  packageSaves: (amount: string) => string;
  packageEffect: string;
  discount: string;
  total: string;
  totalNote: string;
  /** a configuration saved before every step had its choice: the total leaves those steps out */
  openSteps: (steps: string) => string;
  pricesOnRequest: string;
  agency: (country: string) => string;
  code: string;
  scan: string;
  date: string;
  savedOn: string;
  modelVersion: string;
  notesTitle: string;
  priceNotes: string;
  deliveryNotes: string;
  page: (page: number, pages: number) => string;
  /** the e-mail to sales (always sent in the customer's language as well as English fields) */
  mailSubject: (code: string, company: string) => string;
  /** the PDF route's 429: this caller asked for many PDFs within a minute */
  pdfTooMany: string;
  /** the PDF route's 503: the worker pool's queue is full */
  pdfBusy: string;
};

export const QUOTE_TEXTS: Record<InterfaceLocale, QuoteTexts> = {
  en: {
    title: 'Configuration and price summary',
    machine: 'Machine',
    dosingLine: 'Dosing line',
    country: 'Destination country',
    dayTank: 'Day tank',
    basePrice: 'Base machine',
    option: 'Option',
    price: 'Price',
    included: 'included',
    inPackage: 'in package',
    onRequest: 'price on request',
    packageIncludes: 'includes',
    packageSaves: (amount) => `saves ${amount} against buying them separately`,
    packageEffect: 'Package advantage',
    discount: 'Discount',
    total: 'Total',
    totalNote: 'List prices in EUR, ex works Lindau (DE), excluding VAT, packing and transport.',
    openSteps: (steps) => `Still needing a choice: ${steps}. This quote does not include them yet.`,
    pricesOnRequest: 'Prices are given on request: our sales team will send you a quotation.',
    agency: (country) => `Prices for ${country} are quoted by our local agency.`,
    code: 'Configuration code',
    scan: 'Scan to open this configuration',
    date: 'Date',
    savedOn: 'Saved on',
    modelVersion: 'Model version',
    notesTitle: 'Price and delivery information',
    priceNotes:
      'Prices are valid for orders placed until 31 December of the current year. Options priced on request are quoted within two working days.',
    deliveryNotes:
      'Delivery FCA Lindau (Incoterms 2020). Standard machines ship 12–14 weeks after technical clarification. Payment: 30 % with the order, 60 % before shipment, 10 % after commissioning.',
    page: (page, pages) => `Page ${page} of ${pages}`,
    mailSubject: (code, company) => `Quote request ${code} from ${company}`,
    pdfTooMany: 'Too many PDFs were requested in a short time. Please wait a minute, then try again.',
    pdfBusy: 'Many PDFs are being prepared right now. Please try again in a few seconds.',
  },
  de: {
    title: 'Konfiguration und Preisübersicht',
    machine: 'Maschine',
    dosingLine: 'Dosierlinie',
    country: 'Bestimmungsland',
    dayTank: 'Arbeitsbehälter',
    basePrice: 'Grundmaschine',
    option: 'Option',
    price: 'Preis',
    included: 'inklusive',
    inPackage: 'im Paket',
    onRequest: 'Preis auf Anfrage',
    packageIncludes: 'enthält',
    packageSaves: (amount) => `spart ${amount} gegenüber dem Einzelkauf`,
    packageEffect: 'Paketvorteil',
    discount: 'Rabatt',
    total: 'Gesamt',
    totalNote: 'Listenpreise in EUR, ab Werk Lindau (DE), zuzüglich MwSt., Verpackung und Transport.',
    openSteps: (steps) => `Noch auszuwählen: ${steps}. Dieses Angebot enthält sie noch nicht.`,
    pricesOnRequest: 'Preise auf Anfrage: Unser Vertrieb sendet Ihnen gern ein Angebot.',
    agency: (country) => `Preise für ${country} erhalten Sie von unserer Vertretung vor Ort.`,
    code: 'Konfigurationscode',
    scan: 'Scannen, um diese Konfiguration zu öffnen',
    date: 'Datum',
    savedOn: 'Gespeichert am',
    modelVersion: 'Modellversion',
    notesTitle: 'Preis- und Lieferinformationen',
    priceNotes:
      'Die Preise gelten für Bestellungen bis zum 31. Dezember des laufenden Jahres. Optionen mit Preis auf Anfrage werden innerhalb von zwei Arbeitstagen angeboten.',
    deliveryNotes:
      'Lieferung FCA Lindau (Incoterms 2020). Standardmaschinen werden 12–14 Wochen nach technischer Klärung ausgeliefert. Zahlung: 30 % bei Bestellung, 60 % vor Versand, 10 % nach Inbetriebnahme.',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    mailSubject: (code, company) => `Angebotsanfrage ${code} von ${company}`,
    pdfTooMany:
      'In kurzer Zeit wurden zu viele PDFs angefordert. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    pdfBusy: 'Gerade werden viele PDFs erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
  },
  it: {
    title: 'Configurazione e riepilogo prezzi',
    machine: 'Macchina',
    dosingLine: 'Linea di dosaggio',
    country: 'Paese di destinazione',
    dayTank: 'Serbatoio giornaliero',
    basePrice: 'Macchina base',
    option: 'Opzione',
    price: 'Prezzo',
    included: 'incluso',
    inPackage: 'nel pacchetto',
    onRequest: 'prezzo su richiesta',
    packageIncludes: 'comprende',
    packageSaves: (amount) => `risparmia ${amount} rispetto all’acquisto separato`,
    packageEffect: 'Vantaggio pacchetto',
    discount: 'Sconto',
    total: 'Totale',
    totalNote: 'Prezzi di listino in EUR, franco fabbrica Lindau (DE), IVA, imballaggio e trasporto esclusi.',
    openSteps: (steps) => `Scelte ancora mancanti: ${steps}. Questa offerta non le comprende ancora.`,
    pricesOnRequest: 'Prezzi su richiesta: il nostro ufficio vendite le invierà un’offerta.',
    agency: (country) => `I prezzi per ${country} sono indicati dalla nostra agenzia locale.`,
    code: 'Codice di configurazione',
    scan: 'Scansioni per aprire questa configurazione',
    date: 'Data',
    savedOn: 'Salvata il',
    modelVersion: 'Versione del modello',
    notesTitle: 'Informazioni su prezzi e consegna',
    priceNotes:
      'I prezzi valgono per ordini effettuati entro il 31 dicembre dell’anno in corso. Le opzioni con prezzo su richiesta vengono quotate entro due giorni lavorativi.',
    deliveryNotes:
      'Consegna FCA Lindau (Incoterms 2020). Le macchine standard vengono spedite 12–14 settimane dopo il chiarimento tecnico. Pagamento: 30 % all’ordine, 60 % prima della spedizione, 10 % dopo la messa in servizio.',
    page: (page, pages) => `Pagina ${page} di ${pages}`,
    mailSubject: (code, company) => `Richiesta di offerta ${code} da ${company}`,
    pdfTooMany: 'Sono stati richiesti troppi PDF in poco tempo. Attenda un minuto, poi riprovi.',
    pdfBusy: 'In questo momento si stanno preparando molti PDF. Riprovi tra qualche secondo.',
  },
  ja: {
    title: '構成と価格の概要',
    machine: '機械',
    dosingLine: '計量ライン',
    country: '仕向国',
    dayTank: 'デイタンク',
    basePrice: '基本機',
    option: 'オプション',
    price: '価格',
    included: '標準装備',
    inPackage: 'パッケージに含む',
    onRequest: '価格はお問い合わせください',
    packageIncludes: '内容',
    packageSaves: (amount) => `個別購入より${amount}お得`,
    packageEffect: 'パッケージ割引',
    discount: '値引き',
    total: '合計',
    totalNote: 'ユーロ建て定価、リンダウ（ドイツ）工場渡し、消費税・梱包・輸送費別。',
    openSteps: (steps) => `未選択のステップ：${steps}。この見積書にはまだ含まれていません。`,
    pricesOnRequest: '価格はお問い合わせください。営業担当よりお見積りをお送りします。',
    agency: (country) => `${country}向けの価格は現地代理店がお見積りします。`,
    code: '構成コード',
    scan: 'スキャンしてこの構成を開く',
    date: '日付',
    savedOn: '保存日',
    modelVersion: 'モデルバージョン',
    notesTitle: '価格と納期について',
    priceNotes:
      '価格は当年12月31日までのご注文に有効です。価格お問い合わせのオプションは2営業日以内にお見積りします。',
    deliveryNotes:
      '納入条件 FCA リンダウ（インコタームズ2020）。標準機は技術確認後12～14週間で出荷します。お支払い：ご注文時30％、出荷前60％、試運転後10％。',
    page: (page, pages) => `${page} / ${pages} ページ`,
    mailSubject: (code, company) => `見積依頼 ${code}（${company}）`,
    pdfTooMany: '短時間に多くのPDFが要求されました。1分ほど待ってから、もう一度お試しください。',
    pdfBusy: '現在、多くのPDFを作成中です。数秒後にもう一度お試しください。',
  },
  es: {
    title: 'Configuración y resumen de precios',
    machine: 'Máquina',
    dosingLine: 'Línea de dosificación',
    country: 'País de destino',
    dayTank: 'Depósito diario',
    basePrice: 'Máquina base',
    option: 'Opción',
    price: 'Precio',
    included: 'incluido',
    inPackage: 'en el paquete',
    onRequest: 'precio a consultar',
    packageIncludes: 'incluye',
    packageSaves: (amount) => `ahorra ${amount} frente a comprarlos por separado`,
    packageEffect: 'Ventaja del paquete',
    discount: 'Descuento',
    total: 'Total',
    totalNote: 'Precios de lista en EUR, en fábrica Lindau (DE), sin IVA, embalaje ni transporte.',
    openSteps: (steps) => `Falta elegir en: ${steps}. Esta oferta aún no lo incluye.`,
    pricesOnRequest: 'Precios a consultar: nuestro equipo de ventas le enviará una oferta.',
    agency: (country) => `Los precios para ${country} los ofrece nuestra agencia local.`,
    code: 'Código de configuración',
    scan: 'Escanee para abrir esta configuración',
    date: 'Fecha',
    savedOn: 'Guardada el',
    modelVersion: 'Versión del modelo',
    notesTitle: 'Información de precios y entrega',
    priceNotes:
      'Los precios son válidos para pedidos realizados hasta el 31 de diciembre del año en curso. Las opciones con precio a consultar se ofertan en dos días laborables.',
    deliveryNotes:
      'Entrega FCA Lindau (Incoterms 2020). Las máquinas estándar se envían 12–14 semanas después de la aclaración técnica. Pago: 30 % con el pedido, 60 % antes del envío, 10 % tras la puesta en marcha.',
    page: (page, pages) => `Página ${page} de ${pages}`,
    mailSubject: (code, company) => `Solicitud de oferta ${code} de ${company}`,
    pdfTooMany: 'Se han solicitado demasiados PDF en poco tiempo. Espere un minuto y vuelva a intentarlo.',
    pdfBusy: 'En este momento se están preparando muchos PDF. Vuelva a intentarlo en unos segundos.',
  },
  pt: {
    title: 'Configuração e resumo de preços',
    machine: 'Máquina',
    dosingLine: 'Linha de dosagem',
    country: 'País de destino',
    dayTank: 'Tanque diário',
    basePrice: 'Máquina base',
    option: 'Opção',
    price: 'Preço',
    included: 'incluído',
    inPackage: 'no pacote',
    onRequest: 'preço sob consulta',
    packageIncludes: 'inclui',
    packageSaves: (amount) => `poupa ${amount} face à compra em separado`,
    packageEffect: 'Vantagem do pacote',
    discount: 'Desconto',
    total: 'Total',
    totalNote: 'Preços de tabela em EUR, posto fábrica Lindau (DE), sem IVA, embalagem e transporte.',
    openSteps: (steps) => `Ainda falta escolher: ${steps}. Esta proposta ainda não o inclui.`,
    pricesOnRequest: 'Preços sob consulta: a nossa equipa comercial enviará uma proposta.',
    agency: (country) => `Os preços para ${country} são cotados pela nossa agência local.`,
    code: 'Código de configuração',
    scan: 'Digitalize para abrir esta configuração',
    date: 'Data',
    savedOn: 'Guardada em',
    modelVersion: 'Versão do modelo',
    notesTitle: 'Informações de preço e entrega',
    priceNotes:
      'Os preços são válidos para encomendas até 31 de dezembro do ano corrente. As opções com preço sob consulta são cotadas em dois dias úteis.',
    deliveryNotes:
      'Entrega FCA Lindau (Incoterms 2020). As máquinas standard são expedidas 12–14 semanas após o esclarecimento técnico. Pagamento: 30 % com a encomenda, 60 % antes do envio, 10 % após a colocação em funcionamento.',
    page: (page, pages) => `Página ${page} de ${pages}`,
    mailSubject: (code, company) => `Pedido de proposta ${code} de ${company}`,
    pdfTooMany: 'Foram solicitados demasiados PDFs em pouco tempo. Aguarde um minuto e tente novamente.',
    pdfBusy: 'Muitos PDFs estão sendo preparados neste momento. Tente novamente em alguns segundos.',
  },
  cs: {
    title: 'Konfigurace a přehled cen',
    machine: 'Stroj',
    dosingLine: 'Dávkovací linka',
    country: 'Země určení',
    dayTank: 'Denní nádrž',
    basePrice: 'Základní stroj',
    option: 'Volba',
    price: 'Cena',
    included: 'v ceně',
    inPackage: 'v balíčku',
    onRequest: 'cena na vyžádání',
    packageIncludes: 'obsahuje',
    packageSaves: (amount) => `ušetří ${amount} oproti samostatnému nákupu`,
    packageEffect: 'Výhoda balíčku',
    discount: 'Sleva',
    total: 'Celkem',
    totalNote: 'Ceníkové ceny v EUR, ze závodu Lindau (DE), bez DPH, balení a dopravy.',
    openSteps: (steps) => `Ještě chybí volba: ${steps}. Tato nabídka ji zatím nezahrnuje.`,
    pricesOnRequest: 'Ceny na vyžádání: naše obchodní oddělení vám zašle nabídku.',
    agency: (country) => `Ceny pro zemi ${country} nabízí naše místní zastoupení.`,
    code: 'Kód konfigurace',
    scan: 'Naskenujte pro otevření této konfigurace',
    date: 'Datum',
    savedOn: 'Uloženo',
    modelVersion: 'Verze modelu',
    notesTitle: 'Informace o cenách a dodání',
    priceNotes:
      'Ceny platí pro objednávky do 31. prosince běžného roku. Volby s cenou na vyžádání nabídneme do dvou pracovních dnů.',
    deliveryNotes:
      'Dodání FCA Lindau (Incoterms 2020). Standardní stroje expedujeme 12–14 týdnů po technickém upřesnění. Platba: 30 % při objednávce, 60 % před expedicí, 10 % po uvedení do provozu.',
    page: (page, pages) => `Strana ${page} z ${pages}`,
    mailSubject: (code, company) => `Poptávka ${code} od ${company}`,
    pdfTooMany: 'Během krátké doby bylo vyžádáno příliš mnoho PDF. Počkejte prosím minutu a zkuste to znovu.',
    pdfBusy: 'Právě se připravuje mnoho PDF. Zkuste to prosím znovu za několik sekund.',
  },
  zh: {
    title: '配置与价格汇总',
    machine: '机器',
    dosingLine: '计量线',
    country: '目的国',
    dayTank: '日料罐',
    basePrice: '基础机器',
    option: '选项',
    price: '价格',
    included: '已包含',
    inPackage: '含于套餐',
    onRequest: '价格面议',
    packageIncludes: '包含',
    packageSaves: (amount) => `比单独购买节省${amount}`,
    packageEffect: '套餐优惠',
    discount: '折扣',
    total: '总计',
    totalNote: '欧元标价，林道（德国）工厂交货，不含增值税、包装和运输费用。',
    openSteps: (steps) => `尚待选择：${steps}。本报价尚未包含这些项目。`,
    pricesOnRequest: '价格面议：我们的销售团队将为您发送报价。',
    agency: (country) => `${country}的价格由我们的当地代理报价。`,
    code: '配置代码',
    scan: '扫码打开此配置',
    date: '日期',
    savedOn: '保存于',
    modelVersion: '模型版本',
    notesTitle: '价格与交货信息',
    priceNotes: '价格适用于当年12月31日前下达的订单。价格面议的选项将在两个工作日内报价。',
    deliveryNotes:
      '交货条件 FCA 林道（国际贸易术语解释通则2020）。标准机器在技术澄清后12–14周发货。付款：下单时30%，发货前60%，调试后10%。',
    page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
    mailSubject: (code, company) => `报价请求 ${code}（${company}）`,
    pdfTooMany: '短时间内请求的 PDF 过多。请等待一分钟后再试。',
    pdfBusy: '当前正在生成大量 PDF。请几秒钟后再试。',
  },
  ko: {
    title: '구성 및 가격 요약',
    machine: '기계',
    dosingLine: '계량 라인',
    country: '도착 국가',
    dayTank: '데이 탱크',
    basePrice: '기본 기계',
    option: '옵션',
    price: '가격',
    included: '포함',
    inPackage: '패키지 포함',
    onRequest: '가격 문의',
    packageIncludes: '구성',
    packageSaves: (amount) => `개별 구매보다 ${amount} 절약`,
    packageEffect: '패키지 할인',
    discount: '할인',
    total: '합계',
    totalNote: '유로 표시 정가, 린다우(독일) 공장 인도, 부가세·포장·운송비 별도.',
    openSteps: (steps) => `선택이 남은 단계: ${steps}. 이 견적에는 아직 포함되어 있지 않습니다.`,
    pricesOnRequest: '가격은 문의해 주십시오. 영업팀이 견적서를 보내 드립니다.',
    agency: (country) => `${country}의 가격은 현지 대리점에서 견적을 드립니다.`,
    code: '구성 코드',
    scan: '스캔하여 이 구성 열기',
    date: '날짜',
    savedOn: '저장일',
    modelVersion: '모델 버전',
    notesTitle: '가격 및 납품 정보',
    priceNotes:
      '가격은 당해 연도 12월 31일까지의 주문에 유효합니다. 가격 문의 옵션은 영업일 기준 2일 이내에 견적을 드립니다.',
    deliveryNotes:
      '납품 조건 FCA 린다우(인코텀즈 2020). 표준 기계는 기술 협의 후 12~14주 내에 출하됩니다. 결제: 주문 시 30%, 출하 전 60%, 시운전 후 10%.',
    page: (page, pages) => `${page} / ${pages} 페이지`,
    mailSubject: (code, company) => `견적 요청 ${code} (${company})`,
    pdfTooMany: '짧은 시간에 너무 많은 PDF를 요청했습니다. 1분 후에 다시 시도해 주세요.',
    pdfBusy: '지금 많은 PDF를 준비하고 있습니다. 몇 초 후에 다시 시도해 주세요.',
  },
};
