// Embedded frame, login variant (block catalogue §5; decision 0064): the embedded frame that also posts the
// visitor's sign-in to the frame (when it loads, when it asks with eventory:login-request, and whenever the
// visitor signs in or out), only to the frame's own origin, and shows a popup when the frame asks
// (eventory:popup, plain text). Editor mode loads nothing and posts nothing.
import { useEffect, useRef, useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { NotificationModal } from '../visitor/NotificationModal.tsx';
import { useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import type { EmbeddedFrameProps } from './EmbeddedFrame.tsx';
import { EmbeddedFrameView } from './EmbeddedFrameView.tsx';
import { clampFrameHeight, FRAME_DEFAULT_HEIGHT_PX, loginMessage } from './frame-rules.ts';
import { frameText } from './frame-texts.ts';
import { useFrameAddress } from './use-frame-address.ts';
import { useFrameMessages } from './useFrameMessages.ts';

export type EmbeddedLoginFrameProps = EmbeddedFrameProps;

export function EmbeddedLoginFrame({ props }: BlockRenderProps<EmbeddedLoginFrameProps>) {
  const { mode, locale } = useRenderContext();
  const t = useVisitorText();
  const { user } = useVisitorSnapshot();
  const ref = useRef<HTMLIFrameElement>(null);
  const configured = stringProp(props.url);
  const address = useFrameAddress(configured);
  const [askedHeight, setAskedHeight] = useState<number>();
  const [popup, setPopup] = useState<{ title?: string; message: string }>();
  const [loaded, setLoaded] = useState(false);
  const runtime = mode === 'runtime';

  const postLogin = () => {
    const target = ref.current?.contentWindow;
    if (!runtime || !address || !target) return;
    target.postMessage(loginMessage(user), address.origin);
  };
  const post = useRef(postLogin);
  post.current = postLogin;

  useFrameMessages(ref, runtime ? address?.origin : undefined, (message) => {
    if (message.type === 'eventory:resize') setAskedHeight(message.height);
    else if (message.type === 'eventory:login-request') postLogin();
    else setPopup({ title: message.title, message: message.message });
  });
  // A visitor who signs in or out after the frame loaded: tell the frame.
  useEffect(() => {
    if (loaded) post.current();
  }, [loaded, user]);

  return (
    <>
      <EmbeddedFrameView
        ref={ref}
        block="EmbeddedLoginFrame"
        configured={configured}
        address={address}
        height={askedHeight ?? clampFrameHeight(numberProp(props.height, FRAME_DEFAULT_HEIGHT_PX))}
        title={stringProp(props.title).trim() || frameText(locale, 'frameLabel')}
        onLoad={() => setLoaded(true)}
        editorNote={frameText(locale, 'frameLoginEditor')}
      />
      {popup ? (
        <NotificationModal
          title={popup.title ?? t('modalNotification')}
          message={popup.message}
          okText={t('modalOk')}
          onClose={() => setPopup(undefined)}
        />
      ) : null}
    </>
  );
}
