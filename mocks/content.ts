import { KIP_QR_PROVIDER } from '@/rules/qr-amounts';
import type { Localized } from './texts/lang';

/** The banks of the lookup: the app's table (Thai banks, then the banks of Laos, which the Laos build puts first). */
export { BANKS } from '@/rules/banks';

const everywhere = (name: string): Localized => ({ th: name, la: name, en: name });

/** Where a new member heard of us; the lookup answers each description in the call's language. */
export const SOURCES: { code: string; description: Localized }[] = [
  { code: 'FACEBOOK', description: everywhere('Facebook') },
  { code: 'GOOGLE', description: everywhere('Google') },
  { code: 'LINE', description: everywhere('LINE') },
  { code: 'TIKTOK', description: everywhere('TikTok') },
  { code: 'FRIEND', description: { th: 'เพื่อนแนะนำ', la: 'ໝູ່ແນະນຳ', en: 'A friend told me' } },
  { code: 'OTHER', description: { th: 'อื่น ๆ', la: 'ອື່ນໆ', en: 'Other' } },
];

export const SITE_INFO = { name: 'Member Portal', website: 'https://portal.example' };

export const LINE_QR = '/images/line-qr.svg';

export const CONTACT = {
  lineLink: 'https://line.me/R/ti/p/@memberportal',
  lineName: '@memberportal',
  lineQR: LINE_QR,
};

// The contact text, conditions, agreements and bonus notice are server HTML in three languages: texts/site.ts.

export const WITHDRAW_LIMITS = { withdrawMin: 100, withdrawMax: 50000 };

export const DEPOSIT_ACCOUNTS = [
  {
    bankCode: 'KBANK',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล',
    bankAccountNo: '0451234567',
    currency: 'BAHT',
  },
  {
    bankCode: 'SCB',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล',
    bankAccountNo: '4079876543',
    currency: 'BAHT',
  },
  {
    bankCode: 'GSB',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล',
    bankAccountNo: '0201357924',
    currency: 'BAHT',
  },
  {
    bankCode: 'BCEL',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'MEMBER PORTAL CO LTD',
    bankAccountNo: '0101000123456789',
    currency: 'LAK',
  },
  // KBANK in SMS mode and the PAYMENT providers deposit by QR code (deposit issue).
  {
    bankCode: 'KBANK',
    bankType: 'BANK',
    mode: 'SMS',
    bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล',
    bankAccountNo: '0451234567',
    currency: 'BAHT',
  },
  { bankCode: 'WW', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
  { bankCode: 'PAYTIMZ', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
  { bankCode: 'PAYONEX', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
  { bankCode: 'FP', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
  // The kip member's QR provider (src/rules/qr-amounts.ts KIP_QR_PROVIDER): codes in whole kip.
  {
    bankCode: KIP_QR_PROVIDER,
    bankType: 'PAYMENT',
    mode: 'AUTO',
    bankAccountName: '',
    bankAccountNo: '',
    currency: 'LAK',
  },
];

export const WALLET_ACCOUNT_NAME = 'MEMBER PORTAL WALLET';

/**
 * The payee of the deposit accounts in each language's script: the lookup answers `bankAccountName` in the
 * call's language (Accept-Language), as the account holder is registered in Thailand and in Laos.
 */
export const PAYEE_NAMES: Record<string, Localized> = {
  'บจก. เมมเบอร์ พอร์ทัล': { th: 'บจก. เมมเบอร์ พอร์ทัล', la: 'ບໍລິສັດ ເມັມເບີ ພອດທັລ ຈຳກັດ', en: 'MEMBER PORTAL CO., LTD.' },
  'MEMBER PORTAL CO LTD': { th: 'บจก. เมมเบอร์ พอร์ทัล', la: 'ບໍລິສັດ ເມັມເບີ ພອດທັລ ຈຳກັດ', en: 'MEMBER PORTAL CO LTD' },
};

/** The slip reasons of spec section 8, in catalogue order. */
export const SLIP_REASONS = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const;
