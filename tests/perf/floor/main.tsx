// The floor page of the performance comparison (issue 20, README "Performance"): a login form on the bare
// design-card stack, nothing else, built with the same versions as the portal. npm run perf and the CI's
// first-load count measure it beside the portal's /login.
import 'bootstrap/dist/css/bootstrap.min.css';
import axios from 'axios';
import i18next from 'i18next';
import { StrictMode, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';

const strings = {
  title: 'เข้าสู่ระบบ',
  phone: 'เบอร์โทรศัพท์',
  password: 'รหัสผ่าน',
  remember: 'จดจำฉันไว้',
  submit: 'เข้าสู่ระบบ',
  failed: 'เข้าสู่ระบบไม่สำเร็จ',
};
void i18next.use(initReactI18next).init({ lng: 'th', resources: { th: { translation: strings } } });
const http = axios.create({ baseURL: '/', timeout: 60_000 });

function Login() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    http.post('/api/login', { username: phone, password }).catch(() => setFailed(true));
  };
  return (
    <Container as="main" className="py-4">
      <h1 className="h4">{t('title')}</h1>
      {failed && <Alert variant="danger">{t('failed')}</Alert>}
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId="login-phone">
          <Form.Label>{t('phone')}</Form.Label>
          <Form.Control type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>{t('password')}</Form.Label>
          <Form.Control type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Form.Group>
        <Form.Check className="mb-3" id="login-remember" label={t('remember')} defaultChecked />
        <Button type="submit" className="w-100">
          {t('submit')}
        </Button>
      </Form>
    </Container>
  );
}

const router = createBrowserRouter([
  { path: '/login', element: <Login /> },
  { path: '*', element: <Navigate to="/login" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
