//  UIScrollView+Zooming.swift — FlipbookKit
//  Zooming, as UIKit does it: the delegate's `viewForZooming(in:)` is scaled by its transform,
//  placed at the content's origin, and the content size follows its scaled frame; a pinch
//  zooms about the fingers, past the limits on a rubber band that springs back.

import Foundation

extension UIScrollView {
    /// Zooms to `scale` (within the limits) about the centre of what shows.
    func zoomAboutCenter(toScale scale: CGFloat, animated: Bool) {
        guard zoomingView != nil else { return }
        let target = clampedZoomScale(scale)
        let visible = bounds
        let center = CGPoint(x: visible.midX / zoomScaleStorage, y: visible.midY / zoomScaleStorage)
        zoom(toScale: target, center: center, animated: animated)
    }

    /// Zooms so `rect` (in the zooming view's coordinates) fills the view as far as the limits
    /// allow, centred.
    func zoomToFit(_ rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width > 0 || rect.height > 0 else { return }
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity,
                      rect.height > 0 ? bounds.height / rect.height : .infinity)
        zoom(toScale: clampedZoomScale(fit), center: CGPoint(x: rect.midX, y: rect.midY), animated: animated)
    }

    /// The delegate's view to zoom, when the delegate gives one.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Zooms to `scale` with `center` (zooming view coordinates) in the middle of the view.
    private func zoom(toScale scale: CGFloat, center: CGPoint, animated: Bool) {
        stopMotion()
        let target = offset(centering: center, atScale: scale)
        guard animated, let clock = window?.clock, scale != zoomScaleStorage || target != contentOffset else {
            applyZoomScale(scale)
            contentOffset = clampedContentOffset(offset(centering: center, atScale: scale))
            if animated { delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScaleStorage) }
            return
        }
        startMotion(.zoom(fromScale: zoomScaleStorage, toScale: scale, from: contentOffset, to: target,
                          duration: Self.scrollAnimationDuration), clock: clock)
    }

    /// The offset, within the content at `scale`, that puts `center` in the middle of the view.
    private func offset(centering center: CGPoint, atScale scale: CGFloat) -> CGPoint {
        let size = zoomingView.map { CGSize(width: $0.bounds.width * scale, height: $0.bounds.height * scale) } ?? contentSize
        let inset = adjustedContentInset
        let raw = CGPoint(x: center.x * scale - bounds.width / 2, y: center.y * scale - bounds.height / 2)
        return CGPoint(x: min(max(raw.x, -inset.left), max(-inset.left, size.width + inset.right - bounds.width)),
                       y: min(max(raw.y, -inset.top), max(-inset.top, size.height + inset.bottom - bounds.height)))
    }

    /// Scales the zooming view to `scale` as UIKit does: its transform becomes the scale, its
    /// frame starts at the content's origin and the content size is its frame's; the delegate
    /// hears `scrollViewDidZoom`.
    func applyZoomScale(_ scale: CGFloat) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        zoomScaleStorage = scale
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        ViewAnimationStack.with(NoAnimationRecorder()) {
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        }
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// A pinch recognizer while the limits allow zooming (UIKit docs: nil otherwise).
    func zoomLimitsDidChange() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// How far a pinch past a limit goes: the excess ratio's power.
    // Flipbook: UIKit's zoom rubber band is not published; the excess is taken to the power ⅓.
    static let zoomBandExponent: CGFloat = 1.0 / 3

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            pinchStartScale = zoomScaleStorage
            let point = pinch.location(in: self)
            pinchAnchor = CGPoint(x: point.x / zoomScaleStorage, y: point.y / zoomScaleStorage)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            let visible = pinch.location(in: self)
            let onScreen = CGPoint(x: visible.x - contentOffset.x, y: visible.y - contentOffset.y)
            var scale = pinchStartScale * pinch.scale
            let low = minimumZoomScale, high = max(minimumZoomScale, maximumZoomScale)
            if scale < low || scale > high {
                let limit = scale < low ? low : high
                scale = bouncesZoom ? limit * pow(scale / limit, Self.zoomBandExponent) : limit
            }
            applyZoomScale(scale)
            contentOffset = CGPoint(x: pinchAnchor.x * scale - onScreen.x, y: pinchAnchor.y * scale - onScreen.y)
        case .ended, .cancelled, .failed:
            isZooming = false
            let target = clampedZoomScale(zoomScaleStorage)
            let center = CGPoint(x: bounds.midX / zoomScaleStorage, y: bounds.midY / zoomScaleStorage)
            let settled = offset(centering: center, atScale: target)
            if let clock = window?.clock, target != zoomScaleStorage || settled != contentOffset {
                isZoomBouncingStorage = target != zoomScaleStorage
                startMotion(.zoom(fromScale: zoomScaleStorage, toScale: target, from: contentOffset, to: settled,
                                  duration: Self.scrollAnimationDuration), clock: clock)
            } else {
                applyZoomScale(target)
                contentOffset = clampedContentOffset(contentOffset)
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
            }
        default:
            break
        }
    }
}
