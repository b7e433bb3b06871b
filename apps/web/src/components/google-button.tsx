import { useEffect, useRef, useState } from 'react';
import type { PublicConfigResponse } from '@vitae/shared/api/auth';
import { api } from '../app/api.ts';

export interface GoogleCredential {
  client_id: string;
  token: string;
  select_by?: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (r: { credential: string; select_by?: string }) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let gsiScript: Promise<GoogleIdentity> | null = null;

/** Loads Google's sign-in script once, and only when the server has a Google client id. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gsiScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => {
      gsiScript = null;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return gsiScript;
}

interface Props {
  text: 'signin_with' | 'signup_with' | 'continue_with';
  onCredential: (credential: GoogleCredential) => void;
}

/** Google's own button; renders nothing when Google sign-in is not configured on the server. */
export function GoogleButton({ text, onCredential }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const latestCallback = useRef(onCredential);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    latestCallback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const config = await api.get<PublicConfigResponse>('config');
      const clientId = config.ok ? config.data.google_client_id : null;
      if (!clientId || !isCurrent) return;
      try {
        const google = await loadGoogleIdentity();
        if (!isCurrent || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (r) => latestCallback.current({ client_id: clientId, token: r.credential, select_by: r.select_by }),
        });
        google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', text, width: 280 });
      } catch (error) {
        if (isCurrent) setLoadError(error instanceof Error ? error.message : 'Google sign-in is unavailable');
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [text]);

  return (
    <div className="my-3">
      <div ref={container} data-testid="google-button" />
      {loadError && <p className="text-muted small mb-0">{loadError}</p>}
    </div>
  );
}
