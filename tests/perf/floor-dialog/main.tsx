// The floor of the first-tap comparison (npm run perf:dialogs, tests/perf/modal-open.mjs): a page of cards on the
// bare design-card stack and a button that opens react-bootstrap's Modal with what a deposit dialog holds (three
// tabs, an account card with a copy button, an amount field, a file field, a submit button), nothing else. Its tap,
// measured the same way in the same run, turns the portal's tap times into ratios a busy host does not move.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode, useState } from 'react';
import { Button, Card, Container, Form, Modal, Tab, Tabs } from 'react-bootstrap';
import { createRoot } from 'react-dom/client';

const CARDS = Array.from({ length: 8 }, (_, i) => `บัญชีเกม ${i + 1}`);

function Dialog({ onHide }: { onHide: () => void }) {
  return (
    <Modal show onHide={onHide} scrollable fullscreen="sm-down" aria-labelledby="floor-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="floor-dialog-title">ฝากเงิน</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Tabs id="floor-tabs" defaultActiveKey="bank" mountOnEnter fill className="mb-3">
          <Tab eventKey="bank" title="โอนผ่านธนาคาร">
            <Card className="mb-3">
              <Card.Body className="d-flex gap-3 align-items-start">
                <span className="rounded bg-success" style={{ width: 40, height: 40 }} aria-hidden="true" />
                <div className="flex-grow-1">
                  <h3 className="h6 mb-1">ธนาคารไทยพาณิชย์</h3>
                  <p className="mb-1">ชื่อบัญชี: บริษัท ตัวอย่าง จำกัด</p>
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <span>เลขบัญชี:</span>
                    <span>123-4-56789-0</span>
                    <Button size="sm" variant="outline-secondary">
                      คัดลอก
                    </Button>
                  </div>
                </div>
              </Card.Body>
            </Card>
            <Form>
              <Form.Group className="mb-3" controlId="floor-amount">
                <Form.Label>จำนวนเงิน (บาท)</Form.Label>
                <Form.Control inputMode="decimal" />
              </Form.Group>
              <Form.Group className="mb-3" controlId="floor-slip">
                <Form.Label>สลิป</Form.Label>
                <Form.Control type="file" accept="image/*" />
              </Form.Group>
              <Button className="w-100">แจ้งฝาก</Button>
            </Form>
          </Tab>
          <Tab eventKey="qr" title="คิวอาร์โค้ด" />
          <Tab eventKey="wallet" title="ซองของขวัญ" />
        </Tabs>
      </Modal.Body>
    </Modal>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <Container as="main" className="py-4">
      <h1 className="h4">กระเป๋าเงิน 1,475.45 บาท</h1>
      <Button className="w-100 mb-3" onClick={() => setOpen(true)}>
        Deposit
      </Button>
      {CARDS.map((name) => (
        <Card key={name} className="mb-2">
          <Card.Body>
            {name} <span className="float-end">250.50 บาท</span>
          </Card.Body>
        </Card>
      ))}
      {open && <Dialog onHide={() => setOpen(false)} />}
    </Container>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
