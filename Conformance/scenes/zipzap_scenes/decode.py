"""A scene -> the decoder's output fixture: what zxing-cpp reported in each frame, and the camera events."""
from importlib.metadata import version

from . import compose, detections


def decoder_name() -> str:
    return "zxing-cpp " + version("zxing-cpp")


def decode(name: str, scene: dict) -> dict:
    frames, events = [], []
    shots = [shot for shot in scene["frames"] if shot.get("kind", "frame") == "frame"]
    images = iter(compose.frames({**scene, "frames": shots}))
    for shot in scene["frames"]:
        if shot.get("kind", "frame") == "start":
            events.append({"kind": "start", "time": shot["time"]})
            continue
        _, _, image = next(images)
        height, width = image.shape
        records = [detections.record(result, width, height) for result in detections.read(image, **scene.get("reader", {}))]
        frames.append({"time": shot["time"], "results": [record["decoder"] for record in records]})
        events.append({"kind": "frame", "time": shot["time"], "detections": [record["detection"] for record in records]})
    return {"scene": name, "decoder": decoder_name(), "frames": frames, "events": events}
