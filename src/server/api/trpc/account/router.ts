import { router } from '../init.ts';
import { changePassword } from './change-password.ts';
import { changeTradeFairPin } from './change-trade-fair-pin.ts';

export const accountRouter = router({ changePassword, changeTradeFairPin });
