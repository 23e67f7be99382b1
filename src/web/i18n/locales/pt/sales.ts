import type { Messages } from '../../messages.ts';
import type en from '../en/sales.ts';

export default {
  salesLogin: 'Login de vendas',
  salesLogout: 'Sair de vendas',
  salesMode: 'Modo vendas',
  salesModeOn:
    'O modo vendas está ativo: preços de agência, desconto, economia de pacotes e números de artigo são exibidos.',
  pinLabel: 'PIN',
  pinHelp: 'Digite seu PIN de feira para ativar o modo vendas.',
  pinRequired: 'Digite o PIN.',
  invalidPin: 'PIN inválido',
  pinTooMany: 'Muitos PINs errados. Aguarde alguns minutos e tente novamente.',
  cancel: 'Cancelar',
  close: 'Fechar',
  ok: 'OK',
  tradeFairModeDisabled: 'Modo feira desativado',
  tradeFairModeDisabledText:
    'O modo vendas foi desativado após 5 minutos sem atividade. A configuração foi mantida.',
  switchFailed: 'Não foi possível alternar o modo vendas: {{message}}',
  switchOffline: 'Não foi possível alternar o modo vendas: sem conexão com o servidor. Tente novamente.',

  discount: 'Desconto',
  discountHelp: '{{rate}} por opção com preço fora dos pacotes (agora {{count}}).',
  packageSavingsTitle: 'Economia de pacotes',
  packageOptions: 'Opções avulsas',
  packagePrice: 'Preço do pacote',
  packageSaving: 'Economia',
  articleNumbersTitle: 'Números de artigo',
  articleNumberMissing: 'sem número de artigo',
  noArticleNumbers: 'Ainda não foi escolhida nenhuma opção com número de artigo.',
  agencyPrice: 'Preço de agência para {{country}}.',

  customerTitle: 'Cliente no PDF',
  customerHelp:
    'No modo vendas a proposta em PDF pode citar o cliente. Deixe em branco para uma proposta sem.',
  customerName: 'Nome',
  customerCompany: 'Empresa',
  customerEmail: 'E-mail',
  customerPhone: 'Telefone',
  customerCountry: 'País',
  customerEmailInvalid: 'Digite um e-mail válido, por ex. nome@empresa.com.',
} as const satisfies Messages<typeof en>;
