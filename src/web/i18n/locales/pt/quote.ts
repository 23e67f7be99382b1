import type { Messages } from '../../messages.ts';
import type en from '../en/quote.ts';

export default {
  pdfTitle: 'Proposta em PDF',
  pdfText: 'Esta configuração com preços, o código e um QR code, no seu idioma.',
  pdfDownload: 'Baixar proposta em PDF',
  pdfPreparing: 'Preparando o PDF…',
  pdfReady: 'Seu PDF da configuração {{code}} está pronto.',
  pdfOpen: 'Abrir o PDF',
  pdfTooMany: 'Você solicitou muitos PDFs em pouco tempo. Aguarde um minuto e baixe-o novamente.',
  pdfBusyRetrying: 'Neste momento estão a ser preparados muitos PDF. O seu segue dentro de alguns segundos.',
  pdfBusy: 'Muitos PDFs estão sendo preparados neste momento. Tente novamente em alguns segundos.',
  pdfFailed: 'Não foi possível preparar o PDF: {{message}}',
  pdfOffline: 'Não foi possível baixar o PDF: sem conexão com o servidor. Tente novamente.',
  saveOffline: 'Não foi possível salvar a configuração: sem conexão com o servidor. Tente novamente.',
  saveTooMany:
    'Muitas configurações foram salvas a partir do seu endereço. Aguarde alguns minutos e tente novamente.',
  saveFailed: 'Não foi possível salvar a configuração: {{message}}',

  requestTitle: 'Solicitar uma proposta',
  requestIntro:
    'Envie-nos esta configuração e nossa equipe de vendas entrará em contato com uma proposta. Campos com * são obrigatórios.',
  name: 'Nome',
  company: 'Empresa',
  email: 'E-mail',
  country: 'Seu país',
  chooseCountry: '— escolha —',
  phone: 'Telefone (opcional)',
  message: 'Mensagem (opcional)',
  consent: 'Concordo em ser contatado sobre esta solicitação e que meus dados sejam guardados para isso.',
  privacyLink: 'Privacidade',
  honeypot: 'Deixe este campo vazio',
  send: 'Enviar solicitação',
  sending: 'Enviando…',
  nameRequired: 'Digite seu nome.',
  companyRequired: 'Digite sua empresa.',
  emailInvalid: 'Digite um e-mail válido, por ex. nome@empresa.com.',
  countryRequired: 'Escolha seu país.',
  phoneInvalid: 'Digite um telefone com dígitos (e apenas + ( ) / . -).',
  messageTooLong: 'A mensagem tem no máximo 4000 caracteres.',
  consentRequired: 'Concorde que podemos contatá-lo sobre esta solicitação.',
  checkFields: 'Verifique os campos marcados.',
  tooMany: 'Muitas solicitações foram enviadas do seu endereço. Tente novamente em uma hora.',
  offline:
    'Não foi possível enviar a solicitação: sem conexão com o servidor. Seus dados foram mantidos; tente novamente.',
  failed: 'Não foi possível enviar a solicitação: {{message}}',
  thanksTitle: 'Obrigado, sua solicitação foi enviada',
  thanksText:
    'Nossa equipe de vendas entrará em contato em {{email}} sobre a configuração {{code}}, geralmente em até dois dias úteis.',
  another: 'Enviar outra solicitação',
  queuedTitle: 'O seu pedido está guardado neste tablet',
  queuedText:
    'Neste momento não há ligação. O seu pedido para {{reference}} é enviado automaticamente assim que a ligação voltar; a nossa equipa comercial contacta-o em {{email}}.',
  targetMessage:
    'Nossa necessidade do localizador de máquinas: {{output}} com uma proporção de mistura de 100:{{ratio}}, densidades poliol {{densityPoly}} e isocianato {{densityIso}} g/cm³.',
  targetApplication: 'Aplicação: {{application}}.',
  targetNotCovered: 'Esta configuração não a cobre: pedimos sua orientação.',
} as const satisfies Messages<typeof en>;
