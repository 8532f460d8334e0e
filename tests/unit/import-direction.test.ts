import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importDirection } from '../../eslint.config.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('import-direction', importDirection.rules['import-direction'], {
  valid: [
    { filename: at('src/features/auth/api.ts'), code: "import { call } from '@/lib/http';" },
    { filename: at('src/features/auth/components/login-form.tsx'), code: "import { useLogin } from '../api';" },
    { filename: at('src/components/copy-button.tsx'), code: "import { config } from '@/config';" },
    {
      filename: at('src/app/routes/login.tsx'),
      code: "import { LoginForm } from '@/features/auth/components/login-form';",
    },
    { filename: at('src/main.tsx'), code: "const m = import('../mocks/browser');" },
    { filename: at('mocks/handlers/auth.ts'), code: "import { getDb } from '../db';" },
    { filename: at('mocks/handlers/wallet.ts'), code: "import { wallet } from '@/contract/wallet';" },
    { filename: at('src/lib/http.ts'), code: "import { endpointName } from '@/contract/endpoint';" },
    { filename: at('src/features/wallet/model.ts'), code: "import { isEnglishName } from '@/rules/bank-name';" },
    { filename: at('src/contract/wallet.ts'), code: "import { isEnglishName } from '@/rules/bank-name';" },
    {
      filename: at('vite-plugins/route-preload.ts'),
      code: "import type { BuildFiles } from '../src/app/first-load/head-start';",
    },
  ],
  invalid: [
    { filename: at('src/features/wallet/api.ts'), code: "import { login } from '@/features/auth/api';", errors: 1 },
    { filename: at('src/features/wallet/api.ts'), code: "import { routes } from '@/app/router';", errors: 1 },
    { filename: at('src/lib/http.ts'), code: "import { SafeHtml } from '@/components/safe-html';", errors: 1 },
    { filename: at('src/components/x.tsx'), code: "import { login } from '../features/auth/api';", errors: 1 },
    { filename: at('src/config/index.ts'), code: "import { api } from '@/lib/http';", errors: 1 },
    { filename: at('src/app/app.tsx'), code: "import { handlers } from '../../mocks/handlers';", errors: 1 },
    { filename: at('src/main.tsx'), code: "import { startMockWorker } from '../mocks/browser';", errors: 1 },
    { filename: at('src/app/app.tsx'), code: "import { getDb } from '@mocks/db';", errors: 1 },
    { filename: at('mocks/handlers/wallet.ts'), code: "import { getWallet } from '@/features/wallet/api';", errors: 1 },
    { filename: at('src/contract/wallet.ts'), code: "import { config } from '@/config';", errors: 1 },
    { filename: at('src/rules/phone.ts'), code: "import { api } from '@/lib/http';", errors: 1 },
    {
      filename: at('src/app/app.tsx'),
      code: "import { routePreload } from '../../vite-plugins/route-preload';",
      errors: 1,
    },
    { filename: at('mocks/server.ts'), code: "import { settingsFrom } from '../vite-plugins/settings';", errors: 1 },
    { filename: at('vite-plugins/csp.ts'), code: "import { seed } from '../mocks/seed';", errors: 1 },
  ],
});
