"""The child's writable space: the container's private tmpfs at /tmp (and /dev/shm), or, without the
container (--unsafe), a private directory. Each child runs in `path`, which is wiped after it."""
import os
import shutil


class Workdir:
    def __init__(self, root="/tmp"):
        self.root = root
        self.path = os.path.join(root, "work")
        self.roots = (root, "/dev/shm") if root == "/tmp" else (root,)

    def make(self):
        os.mkdir(self.path)

    def used_bytes(self):
        """What the files in the root take: bwrap's tmpfs has no size option, so a filler is watched."""
        st = os.statvfs(self.root)
        return (st.f_blocks - st.f_bfree) * st.f_frsize

    def wipe(self):
        # Most children leave nothing: the empty work directory goes in one rmdir, and the roots
        # hold nothing else (shutil.rmtree's walk of it costs more than a cheap test).
        try:
            os.rmdir(self.path)
        except OSError:
            pass
        for root in self.roots:
            try:
                names = os.listdir(root)
            except OSError:
                continue
            for name in names:
                path = os.path.join(root, name)
                if os.path.isdir(path) and not os.path.islink(path):
                    shutil.rmtree(path, ignore_errors=True)
                else:
                    try:
                        os.unlink(path)
                    except OSError:
                        pass
