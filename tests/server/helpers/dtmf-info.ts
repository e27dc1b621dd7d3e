// A key as the softphone sends it during a call: SIP INFO with an application/dtmf-relay body on the
// operator's dialog with call-control. Resolves with the reply's status code.
import type { Session } from 'sip.js';

export const sendDtmfInfo = (session: Session, body: string) =>
  new Promise<number>((resolve, reject) => {
    session
      .info({
        requestOptions: {
          body: { contentDisposition: 'render', contentType: 'application/dtmf-relay', content: body },
        },
        requestDelegate: {
          onAccept: (r) => resolve(r.message.statusCode ?? 0),
          onReject: (r) => resolve(r.message.statusCode ?? 0),
        },
      })
      .catch(reject);
  });
