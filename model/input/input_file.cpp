#include "model/input/input_file.h"

#include "model/core/huge_pages.h"
#include "model/core/sn_error.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sn {

namespace {

QString errnoText(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

QString sizeText(long long bytes) {
    if (bytes >= (1LL << 30) && bytes % (1LL << 30) == 0) return InputFile::tr("%1 GiB").arg(bytes >> 30);
    if (bytes >= (1LL << 20) && bytes % (1LL << 20) == 0) return InputFile::tr("%1 MiB").arg(bytes >> 20);
    return InputFile::tr("%1 bytes").arg(bytes);
}

/// Closes the descriptor however the read ends.
struct Fd {
    int fd;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

QByteArray InputFile::read(const QString& path, long long maxBytes) {
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of
    // waiting; fstat on what was opened (not on the name) then decides, so a
    // swap between a check and the open cannot slip a device in.
    const Fd file{::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0) throw UserError(tr("%1: cannot be read: %2").arg(path, errnoText(errno)));
    struct stat st{};
    if (::fstat(file.fd, &st) != 0) throw UserError(tr("%1: cannot be read: %2").arg(path, errnoText(errno)));
    if (!S_ISREG(st.st_mode))
        throw UserError(tr("%1: not a regular file (a folder, device, FIFO or socket); only files are read").arg(path));
    const auto tooLarge = [&] {
        return UserError(tr("%1: larger than %2, the most this program reads for such a file").arg(path, sizeText(maxBytes)));
    };
    if (st.st_size > maxBytes) throw tooLarge();
    // Read at most one byte past the limit: a file that grows after fstat is
    // still refused without being read whole.
    QByteArray bytes;
    bytes.resize(qsizetype(st.st_size) + 1);
    // A design's text of hundreds of MB is otherwise a page fault per 4 KiB
    // (91 000 for the 65 536-GPU file, 40 % of its faults in `info`).
    adviseHugePages(bytes.data(), std::size_t(bytes.size()));
    qsizetype have = 0;
    for (;;) {
        if (have == bytes.size()) {
            if (have > maxBytes) throw tooLarge();
            bytes.resize(qsizetype(std::min<long long>(maxBytes + 1, 2 * (long long)have + 4096)));
        }
        const ssize_t n = ::read(file.fd, bytes.data() + have, size_t(bytes.size() - have));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw UserError(tr("%1: cannot be read: %2").arg(path, errnoText(errno)));
        if (n == 0) break;
        have += n;
    }
    if (have > maxBytes) throw tooLarge();
    bytes.resize(have);
    return bytes;
}

}  // namespace sn
