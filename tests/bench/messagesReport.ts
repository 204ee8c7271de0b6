import type { MessageFigures } from './messagesBench';
import { fmt, latencyRow, type Row, throughputRow } from './report';

export const MESSAGE_TARGETS = { deliveryP99Ms: 100, sendsPerSecond: 1000 };

/** Delivery to open subscriptions beside the send's own answer; sends per second beside `{ __typename }`. */
export function messageRows(m: MessageFigures): Row[] {
  const open = `${fmt.int(m.subscriptions)} subscriptions open`;
  return [
    latencyRow(`message delivery p50, ${open} (baseline: send's answer)`, m.delivery.p50Ms, m.sendAnswer.p50Ms),
    {
      ...latencyRow('message delivery p99', m.delivery.p99Ms, m.sendAnswer.p99Ms),
      target: `<= ${MESSAGE_TARGETS.deliveryP99Ms} ms`,
      pass: m.delivery.p99Ms <= MESSAGE_TARGETS.deliveryP99Ms && m.delivery.lost === 0,
    },
    { measure: 'messages lost (never delivered within 2 s)', value: `${m.delivery.lost} / ${m.delivery.samples}`, baseline: '', ratio: '' },
    { measure: 'server memory per open subscription (socket incl.)', value: `${(m.bytesPerSubscription / 1024).toFixed(1)} KB`, baseline: '', ratio: '' },
    {
      ...throughputRow(`sendMessage/s, ${m.senders} senders (baseline: __typename)`, m.sends.perSecond, m.trivial.perSecond),
      target: `>= ${fmt.int(MESSAGE_TARGETS.sendsPerSecond)}`,
      pass: m.sends.perSecond >= MESSAGE_TARGETS.sendsPerSecond && m.sends.errors === 0,
    },
    { measure: 'sendMessage p99 / errors', value: `${fmt.ms(m.sends.p99Ms)} / ${m.sends.errors}`, baseline: fmt.ms(m.trivial.p99Ms), ratio: '' },
  ];
}
