// A gift's icon with the fallback chain of visitor spec §4: the V2 source first, then the CDN's versioned
// icon (of the version the gift has on the gifts list, or the block's if newer), then the gifts list's icon, then the default mission icon (2D missions) or nothing. Each failed
// source is hidden and the next one tried; failures are logged, never shown.
import { useEffect, useState } from 'react';
import {
  giftIconSource,
  giftIconVersion,
  nextGiftIconStatus,
  type GiftIconInput,
  type GiftIconStatus,
} from '@eventory/domain/gifts';
import { DEFAULT_MISSION_ICON } from './default-mission-icon.ts';
import { useGiftStore } from './gift-store.ts';
import styles from './gift.module.css';

export interface GiftIconProps extends GiftIconInput {
  alt: string;
  /** CSS width in px; block catalogue §9: 64. */
  width?: number;
}

export function GiftIcon({ giftId, version, v2Src, is2DMission, alt, width = 64 }: GiftIconProps) {
  const store = useGiftStore();
  const [status, setStatus] = useState<GiftIconStatus>('Pending');
  const [shown, setShown] = useState<string | undefined>(undefined);
  const [gaveUp, setGaveUp] = useState(false);
  // A new gift or source starts the chain again.
  useEffect(() => {
    setStatus('Pending');
    setShown(undefined);
    setGaveUp(false);
  }, [giftId, version, v2Src]);

  const listed = store.gifts.get(giftId);
  const listIcon = listed?.icon;
  // The versioned icon and the list's icon both need the list (the version the gift has: issue 30 §1.5).
  const waitingForList = (status === 'V1Failed' || status === 'V2Failed') && !listed && store.isLoading;
  const iconVersion = giftIconVersion(version, listed?.version);
  const source =
    status === 'Success'
      ? shown
      : waitingForList
        ? undefined
        : giftIconSource(
            status,
            { giftId, version: iconVersion, v2Src, is2DMission },
            listIcon,
            DEFAULT_MISSION_ICON,
          );

  // No source at this step (no list icon): go on down the chain.
  useEffect(() => {
    if (status !== 'Success' && status !== 'AllFailed' && !waitingForList && source === undefined)
      setStatus(nextGiftIconStatus(status));
  }, [status, source, waitingForList]);

  if (!giftId || !source || gaveUp)
    return <span className={styles.iconSlot} style={{ width, height: width }} />;
  return (
    <img
      key={source}
      className={styles.icon}
      src={source}
      alt={alt}
      width={width}
      height={width}
      data-icon-status={status}
      onLoad={() => {
        if (status !== 'Success') {
          setShown(source);
          setStatus('Success');
        }
      }}
      onError={() => {
        console.warn(`gift icon ${giftId}: ${source} failed to load (${status})`);
        if (status === 'AllFailed' || status === 'Success') setGaveUp(true);
        else setStatus(nextGiftIconStatus(status));
      }}
    />
  );
}
