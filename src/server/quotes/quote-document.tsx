// The quote PDF's layout (A4, @react-pdf/renderer). Content comes worked out from quote-content.ts; the
// document's own words from quote-texts.ts in its locale.
import { Document, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { QuoteContent, QuoteLine } from './quote-content.ts';
import { fontFamilyFor } from './quote-fonts.ts';
import { MAKER, QUOTE_TEXTS } from './quote-texts.ts';

const RED = '#c92a2a';
const GREY = '#555555';
const LINE = '#d0d0d0';

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 54, paddingHorizontal: 42, fontSize: 9, color: '#1a1a1a' },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 4,
    borderBottomColor: RED,
    paddingBottom: 8,
    marginBottom: 14,
  },
  maker: { fontSize: 13, fontWeight: 700 },
  small: { fontSize: 7.5, color: GREY },
  title: { fontSize: 16, fontWeight: 700, marginBottom: 2 },
  description: { color: GREY, marginBottom: 10 },
  baseTable: { flexDirection: 'row', borderWidth: 1, borderColor: LINE, marginBottom: 12 },
  baseCell: { flexGrow: 1, flexBasis: 0, padding: 6, borderRightWidth: 1, borderRightColor: LINE },
  baseLabel: { fontSize: 7, color: GREY, marginBottom: 2 },
  step: { marginBottom: 8 },
  stepTitle: { fontSize: 10.5, fontWeight: 700, marginBottom: 3 },
  row: {
    flexDirection: 'row',
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: LINE,
  },
  subStep: { width: '30%', color: GREY, paddingRight: 6 },
  option: { width: '50%', paddingRight: 6 },
  amount: { width: '20%', textAlign: 'right' },
  note: { fontSize: 7.5, color: GREY },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  total: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1.5,
    borderTopColor: '#1a1a1a',
    paddingTop: 5,
    marginTop: 2,
    fontSize: 12,
    fontWeight: 700,
  },
  message: { padding: 8, backgroundColor: '#f3f3f3', marginVertical: 8 },
  codeBox: { flexDirection: 'row', marginTop: 14, borderWidth: 1, borderColor: LINE, padding: 8 },
  qr: { width: 84, height: 84, marginRight: 12 },
  code: { fontSize: 16, fontWeight: 700, letterSpacing: 1.5, marginBottom: 4 },
  notes: { marginTop: 12 },
  notesTitle: { fontWeight: 700, marginBottom: 3 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 42,
    right: 42,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

function Line({ line, showArticle }: { line: QuoteLine; showArticle: boolean }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.subStep}>{line.subStep}</Text>
      <View style={styles.option}>
        <Text>{line.label}</Text>
        {line.note ? <Text style={styles.note}>{line.note}</Text> : null}
        {showArticle && line.articleNumber ? <Text style={styles.note}>{line.articleNumber}</Text> : null}
      </View>
      <Text style={styles.amount}>{line.amount ?? ''}</Text>
    </View>
  );
}

export function QuoteDocument({
  content,
  qr,
  creationDate,
}: {
  content: QuoteContent;
  /** the QR code of the link as a vector path over size × size modules */
  qr: { size: number; path: string };
  /** the document's creation date in its metadata: the quote's day, so the same quote gives the same bytes */
  creationDate: Date;
}) {
  const texts = QUOTE_TEXTS[content.locale];
  const showArticle = Boolean(content.sales?.articleNumbers);
  const customer = content.sales?.customer;
  return (
    <Document
      title={`${content.machine.name} · ${content.code}`}
      author={MAKER.name}
      subject={texts.title}
      language={content.locale}
      creator="Meterline"
      producer="Meterline"
      creationDate={creationDate}
    >
      <Page size="A4" style={[styles.page, { fontFamily: fontFamilyFor(content.locale) }]}>
        <View style={styles.header} fixed>
          <View>
            <Text style={styles.maker}>{MAKER.name}</Text>
            <Text style={styles.small}>{MAKER.address}</Text>
            <Text style={styles.small}>{MAKER.contact}</Text>
          </View>
          <View>
            <Text style={{ fontWeight: 700, textAlign: 'right' }}>{texts.title}</Text>
            <Text style={[styles.small, { textAlign: 'right' }]}>
              {texts.date}: {content.date} · {content.code}
            </Text>
          </View>
        </View>

        {customer ? (
          <View style={{ marginBottom: 10 }}>
            <Text style={{ fontWeight: 700 }}>{customer.company}</Text>
            <Text>{customer.name}</Text>
            <Text style={styles.small}>{[customer.email, customer.phone].filter(Boolean).join(' · ')}</Text>
          </View>
        ) : null}

        <Text style={styles.small}>{texts.machine}</Text>
        <Text style={styles.title}>{content.machine.name}</Text>
        {content.machine.description ? (
          <Text style={styles.description}>{content.machine.description}</Text>
        ) : null}

        <View style={styles.baseTable} wrap={false}>
          <View style={styles.baseCell}>
            <Text style={styles.baseLabel}>{texts.dosingLine}</Text>
            <Text>{content.base.dosingLine}</Text>
          </View>
          <View style={styles.baseCell}>
            <Text style={styles.baseLabel}>{texts.country}</Text>
            <Text>{content.base.country}</Text>
          </View>
          <View style={styles.baseCell}>
            <Text style={styles.baseLabel}>{texts.dayTank}</Text>
            <Text>{content.base.dayTank}</Text>
          </View>
          <View style={[styles.baseCell, { borderRightWidth: 0 }]}>
            <Text style={styles.baseLabel}>{texts.basePrice}</Text>
            <Text style={{ textAlign: 'right' }}>{content.base.amount ?? ''}</Text>
          </View>
        </View>

        {content.steps.map((step) => (
          <View key={step.title} style={styles.step}>
            <Text style={styles.stepTitle} minPresenceAhead={30}>
              {step.title}
            </Text>
            {step.lines.map((line) => (
              <Line key={`${line.subStep}/${line.label}`} line={line} showArticle={showArticle} />
            ))}
          </View>
        ))}

        {content.openSteps ? <Text style={styles.message}>{content.openSteps}</Text> : null}
        {content.priceMessage ? <Text style={styles.message}>{content.priceMessage}</Text> : null}
        {content.total ? (
          <View wrap={false}>
            {content.adjustments.map((adjustment) => (
              <View key={adjustment.label} style={styles.totalRow}>
                <Text>{adjustment.label}</Text>
                <Text>{adjustment.amount}</Text>
              </View>
            ))}
            <View style={styles.total}>
              <Text>{texts.total}</Text>
              <Text>{content.total}</Text>
            </View>
            <Text style={styles.small}>{texts.totalNote}</Text>
          </View>
        ) : null}

        <View style={styles.codeBox} wrap={false}>
          <Svg style={styles.qr} viewBox={`0 0 ${qr.size} ${qr.size}`}>
            <Path d={qr.path} fill="#000000" />
          </Svg>
          <View>
            <Text style={styles.small}>{texts.code}</Text>
            <Text style={styles.code}>{content.code}</Text>
            <Text style={styles.small}>{texts.scan}</Text>
            <Text style={styles.small}>{content.link}</Text>
            <Text style={[styles.small, { marginTop: 4 }]}>
              {texts.savedOn}: {content.savedOn} · {texts.modelVersion}: {content.modelVersion}
            </Text>
          </View>
        </View>

        <View style={styles.notes} wrap={false}>
          <Text style={styles.notesTitle}>{texts.notesTitle}</Text>
          <Text style={styles.small}>{texts.priceNotes}</Text>
          <Text style={styles.small}>{texts.deliveryNotes}</Text>
        </View>

        <View style={styles.footer} fixed>
          <Text style={styles.small}>{MAKER.name}</Text>
          <Text
            style={styles.small}
            render={({ pageNumber, totalPages }) => texts.page(pageNumber, totalPages)}
          />
        </View>
      </Page>
    </Document>
  );
}
