// The public configurator's imprint and privacy notice for the fictional maker, in the nine interface
// locales. Stored as translations (keys legal.<page>.title / .body), English included, since these texts
// belong to no catalogue entity.
import type { InterfaceLocale } from '../../../../domain/format.ts';

type Section = readonly [heading: string, ...blocks: string[]];
type LegalText = { title: string; sections: readonly Section[] };

const MAKER = {
  name: 'Aldermann Dosiertechnik GmbH',
  street: 'Seestraße 42',
  city: '88131 Lindau (Bodensee)',
  phone: '+49 8382 0000-0',
  mail: 'info@aldermann-dosiertechnik.example',
  privacyMail: 'privacy@aldermann-dosiertechnik.example',
  directors: 'Dr. Helena Aldermann, Markus Riedl',
  register: 'Amtsgericht Kempten (Allgäu), HRB 10742',
  vatId: 'DE 812 345 678',
} as const;

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const address = (country: string) => `${MAKER.name}<br>${MAKER.street}<br>${MAKER.city}<br>${country}`;
const COOKIE = '<code>CONFIGURATOR_SELECTED_LOCALE</code>';

const LEGAL_NOTICE: Record<InterfaceLocale, LegalText> = {
  en: {
    title: 'Legal notice',
    sections: [
      ['Provider', `<p>${address('Germany')}</p>`],
      ['Contact', `<p>Phone: ${MAKER.phone}<br>E-mail: ${mail(MAKER.mail)}</p>`],
      ['Managing directors', `<p>${MAKER.directors}</p>`],
      [
        'Register entry',
        `<p>Commercial register: ${MAKER.register}<br>VAT identification number: ${MAKER.vatId}</p>`,
      ],
      ['Responsible for the content', '<p>Dr. Helena Aldermann, address as above.</p>'],
      [
        'Consumer dispute resolution',
        '<p>We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.</p>',
      ],
      [
        'About this configurator',
        '<p>Prices and technical data shown in the configurator are non-binding list information. A contract is made only by our written order confirmation.</p><p>Some texts were translated by machine. Built with Meta Llama 3.</p>',
      ],
    ],
  },
  de: {
    title: 'Impressum',
    sections: [
      ['Anbieter', `<p>${address('Deutschland')}</p>`],
      ['Kontakt', `<p>Telefon: ${MAKER.phone}<br>E-Mail: ${mail(MAKER.mail)}</p>`],
      ['Geschäftsführung', `<p>${MAKER.directors}</p>`],
      [
        'Registereintrag',
        `<p>Handelsregister: ${MAKER.register}<br>Umsatzsteuer-Identifikationsnummer: ${MAKER.vatId}</p>`,
      ],
      ['Verantwortlich für den Inhalt', '<p>Dr. Helena Aldermann, Anschrift wie oben.</p>'],
      [
        'Verbraucherstreitbeilegung',
        '<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
      ],
      [
        'Zu diesem Konfigurator',
        '<p>Preise und technische Daten im Konfigurator sind unverbindliche Listenangaben. Ein Vertrag kommt erst mit unserer schriftlichen Auftragsbestätigung zustande.</p><p>Einige Texte wurden maschinell übersetzt. Built with Meta Llama 3.</p>',
      ],
    ],
  },
  it: {
    title: 'Note legali',
    sections: [
      ['Fornitore', `<p>${address('Germania')}</p>`],
      ['Contatti', `<p>Telefono: ${MAKER.phone}<br>E-mail: ${mail(MAKER.mail)}</p>`],
      ['Amministratori delegati', `<p>${MAKER.directors}</p>`],
      [
        'Iscrizione al registro',
        `<p>Registro delle imprese: ${MAKER.register}<br>Partita IVA: ${MAKER.vatId}</p>`,
      ],
      ['Responsabile dei contenuti', '<p>Dr. Helena Aldermann, indirizzo come sopra.</p>'],
      [
        'Risoluzione delle controversie dei consumatori',
        '<p>Non siamo obbligati né disposti a partecipare a procedure di risoluzione delle controversie davanti a un organismo di conciliazione per i consumatori.</p>',
      ],
      [
        'Informazioni su questo configuratore',
        "<p>I prezzi e i dati tecnici del configuratore sono indicazioni di listino non vincolanti. Il contratto si conclude solo con la nostra conferma d'ordine scritta.</p><p>Alcuni testi sono stati tradotti automaticamente. Built with Meta Llama 3.</p>",
      ],
    ],
  },
  ja: {
    title: '会社情報',
    sections: [
      ['提供者', `<p>${address('ドイツ')}</p>`],
      ['お問い合わせ', `<p>電話：${MAKER.phone}<br>メール：${mail(MAKER.mail)}</p>`],
      ['代表取締役', `<p>${MAKER.directors}</p>`],
      ['登記', `<p>商業登記：${MAKER.register}<br>付加価値税識別番号：${MAKER.vatId}</p>`],
      ['内容の責任者', '<p>Dr. Helena Aldermann（住所は上記のとおり）</p>'],
      [
        '消費者紛争の解決',
        '<p>当社は、消費者調停機関における紛争解決手続に参加する義務を負わず、参加する意思もありません。</p>',
      ],
      [
        '本コンフィギュレーターについて',
        '<p>コンフィギュレーターに表示される価格および技術データは、拘束力のない定価情報です。契約は当社の書面による注文確認をもって成立します。</p><p>一部のテキストは機械翻訳されています。Built with Meta Llama 3.</p>',
      ],
    ],
  },
  es: {
    title: 'Aviso legal',
    sections: [
      ['Proveedor', `<p>${address('Alemania')}</p>`],
      ['Contacto', `<p>Teléfono: ${MAKER.phone}<br>Correo electrónico: ${mail(MAKER.mail)}</p>`],
      ['Dirección general', `<p>${MAKER.directors}</p>`],
      [
        'Inscripción registral',
        `<p>Registro mercantil: ${MAKER.register}<br>Número de identificación a efectos del IVA: ${MAKER.vatId}</p>`,
      ],
      ['Responsable del contenido', '<p>Dr. Helena Aldermann, dirección arriba indicada.</p>'],
      [
        'Resolución de litigios con consumidores',
        '<p>No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una junta arbitral de consumo.</p>',
      ],
      [
        'Sobre este configurador',
        '<p>Los precios y datos técnicos del configurador son información de tarifa sin compromiso. El contrato solo se perfecciona con nuestra confirmación de pedido por escrito.</p><p>Algunos textos se tradujeron automáticamente. Built with Meta Llama 3.</p>',
      ],
    ],
  },
  pt: {
    title: 'Aviso legal',
    sections: [
      ['Fornecedor', `<p>${address('Alemanha')}</p>`],
      ['Contato', `<p>Telefone: ${MAKER.phone}<br>E-mail: ${mail(MAKER.mail)}</p>`],
      ['Diretoria', `<p>${MAKER.directors}</p>`],
      [
        'Registro comercial',
        `<p>Registro comercial: ${MAKER.register}<br>Número de identificação fiscal (IVA): ${MAKER.vatId}</p>`,
      ],
      ['Responsável pelo conteúdo', '<p>Dr. Helena Aldermann, endereço acima.</p>'],
      [
        'Resolução de litígios de consumo',
        '<p>Não somos obrigados nem estamos dispostos a participar de procedimentos de resolução de litígios perante uma entidade de arbitragem de consumo.</p>',
      ],
      [
        'Sobre este configurador',
        '<p>Os preços e dados técnicos do configurador são informações de tabela sem compromisso. O contrato só é celebrado com a nossa confirmação de pedido por escrito.</p><p>Alguns textos foram traduzidos automaticamente. Built with Meta Llama 3.</p>',
      ],
    ],
  },
  cs: {
    title: 'Tiráž',
    sections: [
      ['Provozovatel', `<p>${address('Německo')}</p>`],
      ['Kontakt', `<p>Telefon: ${MAKER.phone}<br>E-mail: ${mail(MAKER.mail)}</p>`],
      ['Jednatelé', `<p>${MAKER.directors}</p>`],
      ['Zápis v rejstříku', `<p>Obchodní rejstřík: ${MAKER.register}<br>DIČ: ${MAKER.vatId}</p>`],
      ['Odpovědnost za obsah', '<p>Dr. Helena Aldermann, adresa viz výše.</p>'],
      [
        'Mimosoudní řešení spotřebitelských sporů',
        '<p>Nejsme povinni ani ochotni účastnit se řízení o řešení sporů před spotřebitelským rozhodčím orgánem.</p>',
      ],
      [
        'O tomto konfigurátoru',
        '<p>Ceny a technické údaje v konfigurátoru jsou nezávazné ceníkové informace. Smlouva vzniká až naším písemným potvrzením objednávky.</p><p>Některé texty byly přeloženy strojově. Built with Meta Llama 3.</p>',
      ],
    ],
  },
  zh: {
    title: '法律声明',
    sections: [
      ['提供方', `<p>${address('德国')}</p>`],
      ['联系方式', `<p>电话：${MAKER.phone}<br>电子邮件：${mail(MAKER.mail)}</p>`],
      ['总经理', `<p>${MAKER.directors}</p>`],
      ['注册信息', `<p>商业登记：${MAKER.register}<br>增值税识别号：${MAKER.vatId}</p>`],
      ['内容负责人', '<p>Dr. Helena Aldermann，地址同上。</p>'],
      ['消费者争议解决', '<p>我们没有义务也不愿意参加消费者仲裁机构的争议解决程序。</p>'],
      [
        '关于本配置器',
        '<p>配置器中显示的价格和技术数据为不具约束力的目录信息。合同仅在我们书面确认订单后成立。</p><p>部分文本为机器翻译。Built with Meta Llama 3.</p>',
      ],
    ],
  },
  ko: {
    title: '법적 고지',
    sections: [
      ['제공자', `<p>${address('독일')}</p>`],
      ['연락처', `<p>전화: ${MAKER.phone}<br>이메일: ${mail(MAKER.mail)}</p>`],
      ['대표이사', `<p>${MAKER.directors}</p>`],
      ['등기 정보', `<p>상업 등기: ${MAKER.register}<br>부가가치세 식별 번호: ${MAKER.vatId}</p>`],
      ['콘텐츠 책임자', '<p>Dr. Helena Aldermann, 주소는 위와 같습니다.</p>'],
      [
        '소비자 분쟁 해결',
        '<p>당사는 소비자 중재 기관의 분쟁 해결 절차에 참여할 의무가 없으며 참여할 의사도 없습니다.</p>',
      ],
      [
        '이 컨피규레이터에 대하여',
        '<p>컨피규레이터에 표시되는 가격과 기술 데이터는 구속력 없는 정가 정보입니다. 계약은 당사의 서면 주문 확인으로만 성립합니다.</p><p>일부 텍스트는 기계 번역되었습니다. Built with Meta Llama 3.</p>',
      ],
    ],
  },
};

const DATA_PROTECTION: Record<InterfaceLocale, LegalText> = {
  en: {
    title: 'Data protection',
    sections: [
      ['Controller', `<p>${address('Germany')}<br>E-mail: ${mail(MAKER.privacyMail)}</p>`],
      [
        'What this configurator stores',
        `<ul><li>Your language choice, in the cookie ${COOKIE}, for one year. It holds nothing but the language.</li><li>Your units preference and the codes of your last configurations, in your browser's local storage. They stay on your device.</li><li>A configuration you save: the machine, your choices, units and language under a short code, without personal data.</li></ul>`,
      ],
      [
        'Quote requests',
        '<p>When you ask for a quote, we use your name, company, e-mail address and message to answer it (Art. 6(1)(b) GDPR). We keep them as long as the business relationship needs them and as commercial and tax law require, at most ten years.</p>',
      ],
      [
        'Usage statistics',
        '<p>We count page views and configurator steps without cookies. Your IP address is turned into a salted hash that changes every day and is not stored. Do Not Track and Global Privacy Control are respected (Art. 6(1)(f) GDPR).</p>',
      ],
      [
        'Server logs',
        '<p>Our servers log the time, the page requested, the browser and the IP address of each request to keep the service secure. The logs are deleted after 14 days (Art. 6(1)(f) GDPR).</p>',
      ],
      [
        'Machine translation',
        '<p>Some catalogue texts are translated by a Llama 3 model that runs on our own servers. Nothing you enter is sent to it. Built with Meta Llama 3.</p>',
      ],
      [
        'Your rights',
        '<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection (Art. 15–21 GDPR). You may also complain to a supervisory authority, for example the Bayerisches Landesamt für Datenschutzaufsicht in Ansbach.</p>',
      ],
    ],
  },
  de: {
    title: 'Datenschutz',
    sections: [
      ['Verantwortlicher', `<p>${address('Deutschland')}<br>E-Mail: ${mail(MAKER.privacyMail)}</p>`],
      [
        'Was dieser Konfigurator speichert',
        `<ul><li>Ihre Sprachwahl im Cookie ${COOKIE} für ein Jahr. Es enthält nur die Sprache.</li><li>Ihre Einheiten-Einstellung und die Codes Ihrer letzten Konfigurationen im lokalen Speicher Ihres Browsers. Sie bleiben auf Ihrem Gerät.</li><li>Eine Konfiguration, die Sie speichern: Maschine, Auswahl, Einheiten und Sprache unter einem kurzen Code, ohne personenbezogene Daten.</li></ul>`,
      ],
      [
        'Angebotsanfragen',
        '<p>Wenn Sie ein Angebot anfragen, verwenden wir Ihren Namen, Ihre Firma, Ihre E-Mail-Adresse und Ihre Nachricht, um die Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO). Wir speichern sie, solange die Geschäftsbeziehung es erfordert und handels- und steuerrechtliche Pflichten es verlangen, höchstens zehn Jahre.</p>',
      ],
      [
        'Nutzungsstatistik',
        '<p>Wir zählen Seitenaufrufe und Konfiguratorschritte ohne Cookies. Ihre IP-Adresse wird in einen täglich wechselnden, gesalzenen Hashwert umgewandelt und nicht gespeichert. Do Not Track und Global Privacy Control werden beachtet (Art. 6 Abs. 1 lit. f DSGVO).</p>',
      ],
      [
        'Server-Protokolle',
        '<p>Unsere Server protokollieren Zeitpunkt, aufgerufene Seite, Browser und IP-Adresse jeder Anfrage, um den Dienst sicher zu betreiben. Die Protokolle werden nach 14 Tagen gelöscht (Art. 6 Abs. 1 lit. f DSGVO).</p>',
      ],
      [
        'Maschinelle Übersetzung',
        '<p>Einige Katalogtexte übersetzt ein Llama-3-Modell, das auf unseren eigenen Servern läuft. Ihre Eingaben werden nicht an das Modell gesendet. Built with Meta Llama 3.</p>',
      ],
      [
        'Ihre Rechte',
        '<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO). Sie können sich außerdem bei einer Aufsichtsbehörde beschweren, etwa beim Bayerischen Landesamt für Datenschutzaufsicht in Ansbach.</p>',
      ],
    ],
  },
  it: {
    title: 'Protezione dei dati',
    sections: [
      ['Titolare del trattamento', `<p>${address('Germania')}<br>E-mail: ${mail(MAKER.privacyMail)}</p>`],
      [
        'Cosa memorizza questo configuratore',
        `<ul><li>La lingua scelta, nel cookie ${COOKIE}, per un anno. Contiene solo la lingua.</li><li>Le unità di misura preferite e i codici delle ultime configurazioni, nella memoria locale del browser. Restano sul suo dispositivo.</li><li>Una configurazione salvata: macchina, scelte, unità e lingua sotto un breve codice, senza dati personali.</li></ul>`,
      ],
      [
        'Richieste di offerta',
        "<p>Se richiede un'offerta, utilizziamo nome, azienda, indirizzo e-mail e messaggio per rispondere (art. 6, par. 1, lett. b GDPR). Li conserviamo per il tempo necessario al rapporto commerciale e richiesto dalla normativa civilistica e fiscale, al massimo dieci anni.</p>",
      ],
      [
        'Statistiche di utilizzo',
        "<p>Contiamo le visualizzazioni di pagina e i passi del configuratore senza cookie. L'indirizzo IP viene trasformato in un hash con sale che cambia ogni giorno e non viene memorizzato. Rispettiamo Do Not Track e Global Privacy Control (art. 6, par. 1, lett. f GDPR).</p>",
      ],
      [
        'Log del server',
        '<p>I nostri server registrano ora, pagina richiesta, browser e indirizzo IP di ogni richiesta per garantire la sicurezza del servizio. I log vengono cancellati dopo 14 giorni (art. 6, par. 1, lett. f GDPR).</p>',
      ],
      [
        'Traduzione automatica',
        '<p>Alcuni testi del catalogo sono tradotti da un modello Llama 3 eseguito sui nostri server. I dati che inserisce non gli vengono inviati. Built with Meta Llama 3.</p>',
      ],
      [
        'I suoi diritti',
        "<p>Ha diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità dei dati e opposizione (artt. 15–21 GDPR). Può inoltre proporre reclamo a un'autorità di controllo, ad esempio il Bayerisches Landesamt für Datenschutzaufsicht di Ansbach.</p>",
      ],
    ],
  },
  ja: {
    title: 'データ保護',
    sections: [
      ['管理者', `<p>${address('ドイツ')}<br>メール：${mail(MAKER.privacyMail)}</p>`],
      [
        '本コンフィギュレーターが保存するもの',
        `<ul><li>選択された言語を Cookie ${COOKIE} に1年間保存します。言語以外の情報は含みません。</li><li>単位の設定と最近の構成コードをブラウザーのローカルストレージに保存します。これらはお使いの端末から外に出ません。</li><li>保存された構成：機種、選択内容、単位、言語を短いコードで保存します。個人データは含みません。</li></ul>`,
      ],
      [
        'お見積りのご依頼',
        '<p>お見積りをご依頼いただいた場合、回答のためにお名前、会社名、メールアドレス、メッセージを使用します（GDPR 第6条第1項(b)）。取引関係に必要な期間および商法・税法が求める期間、最長10年間保管します。</p>',
      ],
      [
        '利用統計',
        '<p>ページビューとコンフィギュレーターのステップを Cookie なしで集計します。IP アドレスは毎日変わるソルト付きハッシュに変換され、保存されません。Do Not Track と Global Privacy Control を尊重します（GDPR 第6条第1項(f)）。</p>',
      ],
      [
        'サーバーログ',
        '<p>サービスの安全を保つため、当社のサーバーは各リクエストの日時、要求されたページ、ブラウザー、IP アドレスを記録します。ログは14日後に削除されます（GDPR 第6条第1項(f)）。</p>',
      ],
      [
        '機械翻訳',
        '<p>一部のカタログテキストは、当社のサーバーで動作する Llama 3 モデルで翻訳されています。お客様が入力した内容がモデルに送信されることはありません。Built with Meta Llama 3.</p>',
      ],
      [
        'お客様の権利',
        '<p>お客様には、アクセス、訂正、消去、処理の制限、データポータビリティ、異議申立ての権利があります（GDPR 第15条～第21条）。また、監督機関（例：アンスバッハのバイエルン州データ保護監督庁）に苦情を申し立てることができます。</p>',
      ],
    ],
  },
  es: {
    title: 'Protección de datos',
    sections: [
      ['Responsable', `<p>${address('Alemania')}<br>Correo electrónico: ${mail(MAKER.privacyMail)}</p>`],
      [
        'Qué guarda este configurador',
        `<ul><li>El idioma elegido, en la cookie ${COOKIE}, durante un año. Solo contiene el idioma.</li><li>Sus unidades preferidas y los códigos de sus últimas configuraciones, en el almacenamiento local del navegador. Permanecen en su dispositivo.</li><li>Una configuración que guarde: máquina, selección, unidades e idioma bajo un código corto, sin datos personales.</li></ul>`,
      ],
      [
        'Solicitudes de oferta',
        '<p>Si solicita una oferta, utilizamos su nombre, empresa, dirección de correo electrónico y mensaje para responderle (art. 6.1.b RGPD). Los conservamos mientras lo requiera la relación comercial y lo exija la legislación mercantil y fiscal, como máximo diez años.</p>',
      ],
      [
        'Estadísticas de uso',
        '<p>Contamos las páginas vistas y los pasos del configurador sin cookies. Su dirección IP se convierte en un hash con sal que cambia cada día y no se guarda. Respetamos Do Not Track y Global Privacy Control (art. 6.1.f RGPD).</p>',
      ],
      [
        'Registros del servidor',
        '<p>Nuestros servidores registran la hora, la página solicitada, el navegador y la dirección IP de cada petición para mantener el servicio seguro. Los registros se eliminan a los 14 días (art. 6.1.f RGPD).</p>',
      ],
      [
        'Traducción automática',
        '<p>Algunos textos del catálogo los traduce un modelo Llama 3 que funciona en nuestros propios servidores. Lo que usted introduce no se le envía. Built with Meta Llama 3.</p>',
      ],
      [
        'Sus derechos',
        '<p>Tiene derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición (arts. 15–21 RGPD). También puede presentar una reclamación ante una autoridad de control, por ejemplo el Bayerisches Landesamt für Datenschutzaufsicht en Ansbach.</p>',
      ],
    ],
  },
  pt: {
    title: 'Proteção de dados',
    sections: [
      ['Controlador', `<p>${address('Alemanha')}<br>E-mail: ${mail(MAKER.privacyMail)}</p>`],
      [
        'O que este configurador armazena',
        `<ul><li>O idioma escolhido, no cookie ${COOKIE}, por um ano. Ele contém apenas o idioma.</li><li>Suas unidades preferidas e os códigos das suas últimas configurações, no armazenamento local do navegador. Eles ficam no seu dispositivo.</li><li>Uma configuração que você salvar: máquina, escolhas, unidades e idioma sob um código curto, sem dados pessoais.</li></ul>`,
      ],
      [
        'Pedidos de orçamento',
        '<p>Quando você pede um orçamento, usamos seu nome, empresa, endereço de e-mail e mensagem para respondê-lo (art. 6.º, n.º 1, alínea b do RGPD). Nós os guardamos enquanto a relação comercial exigir e a legislação comercial e fiscal determinar, no máximo dez anos.</p>',
      ],
      [
        'Estatísticas de uso',
        '<p>Contamos visualizações de página e etapas do configurador sem cookies. Seu endereço IP é transformado em um hash com sal que muda todos os dias e não é armazenado. Respeitamos Do Not Track e Global Privacy Control (art. 6.º, n.º 1, alínea f do RGPD).</p>',
      ],
      [
        'Registros do servidor',
        '<p>Nossos servidores registram horário, página solicitada, navegador e endereço IP de cada requisição para manter o serviço seguro. Os registros são apagados após 14 dias (art. 6.º, n.º 1, alínea f do RGPD).</p>',
      ],
      [
        'Tradução automática',
        '<p>Alguns textos do catálogo são traduzidos por um modelo Llama 3 executado em nossos próprios servidores. Nada do que você digita é enviado a ele. Built with Meta Llama 3.</p>',
      ],
      [
        'Seus direitos',
        '<p>Você tem direito de acesso, retificação, apagamento, limitação do tratamento, portabilidade e oposição (arts. 15.º a 21.º do RGPD). Também pode apresentar reclamação a uma autoridade de controle, por exemplo o Bayerisches Landesamt für Datenschutzaufsicht em Ansbach.</p>',
      ],
    ],
  },
  cs: {
    title: 'Ochrana osobních údajů',
    sections: [
      ['Správce', `<p>${address('Německo')}<br>E-mail: ${mail(MAKER.privacyMail)}</p>`],
      [
        'Co tento konfigurátor ukládá',
        `<ul><li>Zvolený jazyk v cookie ${COOKIE} po dobu jednoho roku. Obsahuje pouze jazyk.</li><li>Vaše nastavení jednotek a kódy posledních konfigurací v místním úložišti prohlížeče. Zůstávají ve vašem zařízení.</li><li>Konfiguraci, kterou uložíte: stroj, volby, jednotky a jazyk pod krátkým kódem, bez osobních údajů.</li></ul>`,
      ],
      [
        'Poptávky nabídek',
        '<p>Když si vyžádáte nabídku, použijeme vaše jméno, firmu, e-mailovou adresu a zprávu k odpovědi (čl. 6 odst. 1 písm. b GDPR). Uchováváme je po dobu, kterou vyžaduje obchodní vztah a obchodní a daňové předpisy, nejvýše deset let.</p>',
      ],
      [
        'Statistika používání',
        '<p>Zobrazení stránek a kroky konfigurátoru počítáme bez cookies. Vaše IP adresa se převádí na osolený hash, který se každý den mění, a neukládá se. Respektujeme Do Not Track a Global Privacy Control (čl. 6 odst. 1 písm. f GDPR).</p>',
      ],
      [
        'Protokoly serveru',
        '<p>Naše servery zaznamenávají čas, požadovanou stránku, prohlížeč a IP adresu každého požadavku, aby služba zůstala bezpečná. Protokoly se mažou po 14 dnech (čl. 6 odst. 1 písm. f GDPR).</p>',
      ],
      [
        'Strojový překlad',
        '<p>Některé texty katalogu překládá model Llama 3, který běží na našich vlastních serverech. Nic z toho, co zadáte, se mu neodesílá. Built with Meta Llama 3.</p>',
      ],
      [
        'Vaše práva',
        '<p>Máte právo na přístup, opravu, výmaz, omezení zpracování, přenositelnost údajů a vznesení námitky (čl. 15–21 GDPR). Můžete také podat stížnost u dozorového úřadu, například u Bayerisches Landesamt für Datenschutzaufsicht v Ansbachu.</p>',
      ],
    ],
  },
  zh: {
    title: '数据保护',
    sections: [
      ['控制者', `<p>${address('德国')}<br>电子邮件：${mail(MAKER.privacyMail)}</p>`],
      [
        '本配置器存储的内容',
        `<ul><li>您选择的语言，保存在 Cookie ${COOKIE} 中，有效期一年，仅包含语言。</li><li>您的单位设置和最近配置的代码，保存在浏览器的本地存储中，不会离开您的设备。</li><li>您保存的配置：机型、选择、单位和语言，以简短代码保存，不含个人数据。</li></ul>`,
      ],
      [
        '报价请求',
        '<p>当您请求报价时，我们使用您的姓名、公司、电子邮件地址和留言来答复您（GDPR 第6条第1款(b)项）。我们在业务关系需要以及商法和税法要求的期限内保存这些数据，最长十年。</p>',
      ],
      [
        '使用统计',
        '<p>我们在不使用 Cookie 的情况下统计页面浏览量和配置步骤。您的 IP 地址会被转换为每天更换的加盐哈希值，且不会被存储。我们尊重“请勿跟踪”和“全球隐私控制”（GDPR 第6条第1款(f)项）。</p>',
      ],
      [
        '服务器日志',
        '<p>为保障服务安全，我们的服务器会记录每个请求的时间、所请求的页面、浏览器和 IP 地址。日志在14天后删除（GDPR 第6条第1款(f)项）。</p>',
      ],
      [
        '机器翻译',
        '<p>部分目录文本由运行在我们自有服务器上的 Llama 3 模型翻译。您输入的任何内容都不会发送给该模型。Built with Meta Llama 3.</p>',
      ],
      [
        '您的权利',
        '<p>您享有访问、更正、删除、限制处理、数据可携带和反对的权利（GDPR 第15–21条）。您也可以向监管机构投诉，例如位于安斯巴赫的巴伐利亚州数据保护监管局。</p>',
      ],
    ],
  },
  ko: {
    title: '개인정보 보호',
    sections: [
      ['개인정보 처리자', `<p>${address('독일')}<br>이메일: ${mail(MAKER.privacyMail)}</p>`],
      [
        '이 컨피규레이터가 저장하는 정보',
        `<ul><li>선택한 언어를 쿠키 ${COOKIE}에 1년간 저장합니다. 언어 외에는 아무것도 담지 않습니다.</li><li>단위 설정과 최근 구성 코드를 브라우저의 로컬 저장소에 저장합니다. 이 정보는 사용자의 기기를 벗어나지 않습니다.</li><li>저장한 구성: 기종, 선택 사항, 단위, 언어를 짧은 코드로 저장하며 개인정보는 포함하지 않습니다.</li></ul>`,
      ],
      [
        '견적 요청',
        '<p>견적을 요청하시면 답변을 위해 이름, 회사, 이메일 주소, 메시지를 사용합니다(GDPR 제6조 제1항 (b)). 거래 관계에 필요하고 상법 및 세법이 요구하는 기간 동안, 최대 10년간 보관합니다.</p>',
      ],
      [
        '이용 통계',
        '<p>페이지 조회와 컨피규레이터 단계를 쿠키 없이 집계합니다. IP 주소는 매일 바뀌는 솔트 해시로 변환되며 저장되지 않습니다. Do Not Track과 Global Privacy Control을 존중합니다(GDPR 제6조 제1항 (f)).</p>',
      ],
      [
        '서버 로그',
        '<p>서비스를 안전하게 운영하기 위해 당사 서버는 각 요청의 시각, 요청한 페이지, 브라우저, IP 주소를 기록합니다. 로그는 14일 후 삭제됩니다(GDPR 제6조 제1항 (f)).</p>',
      ],
      [
        '기계 번역',
        '<p>일부 카탈로그 텍스트는 당사 서버에서 실행되는 Llama 3 모델이 번역합니다. 사용자가 입력한 내용은 모델로 전송되지 않습니다. Built with Meta Llama 3.</p>',
      ],
      [
        '귀하의 권리',
        '<p>귀하는 열람, 정정, 삭제, 처리 제한, 데이터 이동 및 이의 제기의 권리를 가집니다(GDPR 제15조~제21조). 또한 감독 기관(예: 안스바흐의 바이에른주 데이터 보호 감독청)에 민원을 제기할 수 있습니다.</p>',
      ],
    ],
  },
};

export const LEGAL_TEXTS = { 'legal-notice': LEGAL_NOTICE, 'data-protection': DATA_PROTECTION } as const;

/** The page body as stored: one h2 per section, then its blocks. */
export function legalHtml(text: LegalText): string {
  return text.sections.map(([heading, ...blocks]) => `<h2>${heading}</h2>${blocks.join('')}`).join('');
}
