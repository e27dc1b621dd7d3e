// The other side's voice: one audio element for the tab, fed by the call's peer connection.
import { applySpeaker } from '../audio/devices';
import type { RTCSession } from './sip-client';

let element: HTMLAudioElement | null = null;

function remoteAudio(): HTMLAudioElement {
  if (!element) {
    element = new Audio();
    element.autoplay = true;
  }
  return element;
}

export function playRemoteAudio(session: RTCSession): void {
  const attach = (pc: RTCPeerConnection) =>
    pc.addEventListener('track', (event) => {
      const audio = remoteAudio();
      audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void applySpeaker(audio);
      void audio.play().catch(() => undefined);
    });
  if (session.connection) attach(session.connection);
  else session.once('peerconnection', (e: { peerconnection: RTCPeerConnection }) => attach(e.peerconnection));
}
