import './photo/photo-input.css';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import type { InputRequest } from '../conversation/chat-message.ts';
import { usePhotoPick } from './photo/photo-pick.ts';
import { PhotoCoaching } from './photo/photo-coaching.tsx';
import { PhotoTile } from './photo/photo-tile.tsx';
import { preparePhoto } from './photo/prepare-photo.ts';
import { MAX_PHOTOS, type PreparedPhoto } from '../conversation/photo/prepared-photo.ts';
import { WebcamCapture } from './photo/webcam-capture.tsx';
import { useText } from './use-text.ts';
import { recordEvent } from '../api/analytics-consent.ts';

interface PhotoInputProps {
  request: InputRequest;
  disabled: boolean;
  onPhotos: (photos: PreparedPhoto[]) => void;
}

/**
 * The composer when the conversation asks for photos: the phone's camera, the gallery (or drag and
 * drop), or a kiosk's webcam. Each photo is checked on the device at once; an unusable one must be
 * retaken, a borderline one gets a tip and may still be sent.
 */
export function PhotoInput({ request, disabled, onPhotos }: PhotoInputProps) {
  const { t } = useTranslation('diagnosis');
  const resolve = useText();
  const [photos, setPhotos] = useState<PreparedPhoto[]>([]);
  const [working, setWorking] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const [webcam, setWebcam] = useState(false);
  const cameraRef = useRef<HTMLInputElement>(null);
  const limit = request.max ?? MAX_PHOTOS;
  const room = limit - photos.length;

  const add = async (files: Blob[], source: PreparedPhoto['source']) => {
    setUnreadable(false);
    setWorking(true);
    const prepared: PreparedPhoto[] = [];
    for (const file of files.slice(0, room)) {
      try {
        prepared.push(await preparePhoto(file, source));
      } catch {
        setUnreadable(true);
        recordEvent({ name: 'error_shown', kind: 'photo' });
      }
    }
    setPhotos((current) => [...current, ...prepared].slice(0, limit));
    setWorking(false);
  };

  // Photos taken with "Photograph a plant" before this composer showed are checked like any other.
  const picked = usePhotoPick()?.photos;
  const addRef = useRef(add);
  useEffect(() => {
    addRef.current = add;
  });
  useEffect(() => picked?.take((files) => void addRef.current(files, 'camera')), [picked]);

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: { 'image/*': [] },
    noClick: true,
    noKeyboard: true,
    // Not when the tray is full: the library marks its root aria-disabled, and with it the tray's Send
    // and Remove buttons for screen readers. A drop past the limit adds nothing (`add` keeps to `room`).
    disabled,
    onDrop: (files) => void add(files, 'upload'),
  });
  const fromCamera = (event: ChangeEvent<HTMLInputElement>) => {
    void add([...(event.target.files ?? [])], 'camera');
    event.target.value = '';
  };
  const sendable = photos.length > 0 && photos.every((photo) => photo.quality.level !== 'unusable');
  // On a phone or tablet "Take a photo" already opens the camera, and nothing is dragged: a webcam
  // button and a drag hint are for computers and kiosk desks.
  const touchScreen = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  const canWebcam =
    !touchScreen && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  return (
    <div {...getRootProps({ className: `photo-input${isDragActive ? ' photo-input--drop' : ''}` })}>
      <p className="composer__label">{resolve(request.label)}</p>
      {photos.length === 0 && <PhotoCoaching />}
      <input {...getInputProps()} data-testid="photo-gallery-input" aria-label={t('photo.choose')} />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={fromCamera}
        data-testid="photo-camera-input"
        aria-label={t('photo.take')}
      />
      {room > 0 && (
        <div className="photo-input__actions">
          <button
            type="button"
            className="button"
            onClick={() => cameraRef.current?.click()}
            disabled={disabled || working}
          >
            <span aria-hidden="true">📷 </span>
            {t('photo.take')}
          </button>
          <button type="button" className="button" onClick={open} disabled={disabled || working}>
            <span aria-hidden="true">🖼️ </span>
            {t('photo.choose')}
          </button>
          {canWebcam && !webcam && (
            <button
              type="button"
              className="button"
              onClick={() => setWebcam(true)}
              disabled={disabled || working}
            >
              {t('photo.webcam')}
            </button>
          )}
        </div>
      )}
      <p className="photo-input__hint">
        {t(touchScreen ? 'photo.limit' : 'photo.drop_hint', { count: limit })}
      </p>
      {webcam && room > 0 && (
        <WebcamCapture onCapture={(blob) => void add([blob], 'camera')} onClose={() => setWebcam(false)} />
      )}
      {working && <p role="status">{t('photo.checking')}</p>}
      {unreadable && (
        <p className="composer__error" role="alert">
          {t('photo.unreadable')}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="photo-input__list" aria-label={t('photo.chosen')}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.thumbnail}
              photo={photo}
              index={index}
              onRemove={() => setPhotos(photos.filter((other) => other !== photo))}
              onRetake={() => {
                setPhotos(photos.filter((other) => other !== photo));
                cameraRef.current?.click();
              }}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--primary photo-input__send"
        disabled={disabled || working || !sendable}
        onClick={() => onPhotos(photos)}
      >
        {t('photo.send', { count: photos.length })}
      </button>
    </div>
  );
}
