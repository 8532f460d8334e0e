import { useState } from 'react';
import type { Slip } from '@/contract/statement';
import { imageUrl, navigableUrl } from '@/rules/url';
import { useSlipImage } from '../api';
import type { ViewedSlip } from '../components/slip-image-view';

/**
 * Opening a slip's image: its address comes from the server by the slip's reference and passes the URL gate
 * first; an address the gate refuses is neither loaded nor linked (`refused`).
 */
export function useSlipViewer() {
  const image = useSlipImage();
  const [viewing, setViewing] = useState<ViewedSlip | null>(null);
  const [refused, setRefused] = useState(false);

  const view = (slip: Slip) => {
    if (image.isPending) return;
    setRefused(false);
    image.mutate(slip.reference, {
      onSuccess: (raw) => {
        const url = imageUrl(raw);
        if (url) setViewing({ slip, url, link: navigableUrl(raw) });
        else setRefused(true);
      },
    });
  };

  return { view, viewing, back: () => setViewing(null), refused, image };
}
