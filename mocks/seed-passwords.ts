/**
 * The seeded members' password hashes: each is Demo1234 (SEED_PASSWORD) with the member's own salt, derived once
 * with hashPassword (mocks/domain/password.ts) and written here, because the seed is built before every test and
 * on every QA reset, where 17 derivations would cost over a second each time. tests/unit/mocks/db.test.ts checks
 * that they log in with the seeded password and that no two share a salt.
 */
// prettier-ignore
const SEEDED_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  '0812345678': 'pbkdf2-sha256$100000$79beaf8eb0a67e0e4841d1f59d470489$841257064e2fa6a4d24d1612d1b9d2f123d2687177c6c546b065dfc5b341faa6',
  '0898765432': 'pbkdf2-sha256$100000$31bdd53d4473f83aae797953ab4ade08$e3d3afe746f6b6e34dea52e27f4a6d67409d166872edeae3123831367a1ae2e3',
  '0800000003': 'pbkdf2-sha256$100000$2bd6cb2345986948c257e3d680edd652$db7e9ac5deccbcf47f6bf33c93064dbf22d9b5ee0fcb63513f93a6246705781a',
  '02055512345': 'pbkdf2-sha256$100000$1f2dd90d2120cbcc66b0fcbc1fa30c29$17a32b1445f9f99fdb1c885786f537be5803f8457a1eb336e0bf3ccf8d76999d',
  '0811110001': 'pbkdf2-sha256$100000$47912bbd686f93029ee8c4186a7c085a$a4d11b065df11d091a6a3fd7a3229797a32ab6169e03d058b73247ada604e036',
  '0811110002': 'pbkdf2-sha256$100000$60db7c747a95c8d7ddb40c9c27eb4dc0$ac21ba8f0c3ab614ea73f0f8b8985f255c1b56e9699a0ea158d43f8c9c6c2562',
  '0811110003': 'pbkdf2-sha256$100000$b932f1a0990707e422647146bb0b9192$111f45aa58dadf4c87c6d659f7d03996cac997792cca4264a1c57ddce2449eb9',
  '0811110004': 'pbkdf2-sha256$100000$23128274bbd08ab61d24402da6cf6b8c$e928f4ba7ee3c66476a758f86ccfd555ccb347c3b3c6cf5778746dffc36bff9f',
  '0811110005': 'pbkdf2-sha256$100000$f3aaa3a28884fae58f27bc3c1ec09f7c$add495ffc6dee7a28404b383b041a6933d3d978f8535d51f2a3c8a07e61ddcce',
  '0811110006': 'pbkdf2-sha256$100000$380e80692cd12b47e1a029cfa5f7bd23$392bd7da0e6a20223b577e2ce8f0562854112c790e335b9ed248a2be8534bb53',
  '0811110007': 'pbkdf2-sha256$100000$e378f2fbebff7bf88b84f917eb3883ef$53e2f2b88619f2226edfb3b3c946424f0789101b7f94fbc2774ddccd432a2a3d',
  '0811110008': 'pbkdf2-sha256$100000$dae64f81582cdff8f18e9725d1058a53$0cde67eee89fcc1d0e4f7d79dc894ce47fa577ea51cb1d70d8f048c1a403ed6a',
  '0811110009': 'pbkdf2-sha256$100000$09e70aa8dad0eef4294677dbb90e5763$330ad06b478cc43bad34511b21d6c7a91ac1b0d4cccfaad3a246196dd07057e9',
  '0811110010': 'pbkdf2-sha256$100000$09a683674d6d10ba9cf94736fc0c9a41$451ff1cb60674f48ab113dde331a731f6a6509f9a27d254f3514f18b9b092d62',
  '0811110011': 'pbkdf2-sha256$100000$ab66c740899e887a7704f51c86785475$39c6e554afd9d55673222962e128457ab382158b9b6a24b4f6d82481ce43458b',
  '0811110012': 'pbkdf2-sha256$100000$50022d2127c100582f2406e493bea56a$4e8ef6ae1763b7f9b69276751690005e0e74e96d51afbfff7b181addbcba856f',
  '0811110013': 'pbkdf2-sha256$100000$b81ecf67dcbd62e56e47e47bd3dc910c$68907f0a31db44ea7cb289913db335df2c0c6c726dce3219392f5daff7e70e12',
};

/** The seeded member's stored hash, by phone. */
export function seededPasswordHash(phone: string): string {
  const hash = SEEDED_PASSWORD_HASHES[phone];
  if (!hash) throw new Error(`no seeded password hash for ${phone}`);
  return hash;
}

export const SEEDED_PHONES = Object.keys(SEEDED_PASSWORD_HASHES);
