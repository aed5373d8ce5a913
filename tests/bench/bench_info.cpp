// `info` against a raw read of the same file: the CPU time (user + system)
// of `supernode-designer info FILE` and of `sqlite3 -readonly FILE` selecting
// every row of every table, in child processes taken in turn (the machine's
// speed drifts, so only neighbouring runs make a ratio):
//
//   bench_info path/to/supernode-designer routed.supernode [--pairs N]
//
// Prints each program's median CPU time over N pairs (default 7) and the
// median and range of the pairs' ratios. Target: info within 1.5x of sqlite3.
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern char** environ;

namespace {

/// Runs `argv` with stdin from `input` (a file, or /dev/null) and stdout and
/// stderr to /dev/null; returns its CPU milliseconds, or exits on failure.
double childCpuMs(const std::vector<std::string>& argv, const char* input) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
        std::fprintf(stderr, "bench_info: cannot run %s: %s\n", args[0], std::strerror(spawned));
        std::exit(1);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "bench_info: %s failed\n", args[0]);
        std::exit(1);
    }
    const auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

/// The file's table names, as sqlite3 lists them.
std::vector<std::string> tablesOf(const std::string& file) {
    const std::string command =
        "sqlite3 -readonly '" + file + "' \"SELECT name FROM sqlite_master WHERE type = 'table'\"";
    FILE* pipe = popen(command.c_str(), "r");
    std::vector<std::string> tables;
    char line[512];
    while (pipe && std::fgets(line, sizeof line, pipe)) {
        std::string name(line);
        while (!name.empty() && (name.back() == '\n' || name.back() == '\r')) name.pop_back();
        if (!name.empty()) tables.push_back(name);
    }
    if (!pipe || pclose(pipe) != 0 || tables.empty()) {
        std::fprintf(stderr, "bench_info: sqlite3 lists no tables in %s\n", file.c_str());
        std::exit(1);
    }
    return tables;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_info SUPERNODE_DESIGNER FILE.supernode [--pairs N]\n");
        return 2;
    }
    const std::string program = argv[1], file = argv[2];
    int pairs = 7;
    if (argc == 5 && std::strcmp(argv[3], "--pairs") == 0) pairs = std::max(1, std::atoi(argv[4]));

    char script[] = "/tmp/bench_info_XXXXXX";
    const int fd = mkstemp(script);
    if (fd < 0) {
        std::fprintf(stderr, "bench_info: no temporary file\n");
        return 1;
    }
    std::string sql;
    for (const std::string& table : tablesOf(file)) sql += "SELECT * FROM \"" + table + "\";\n";
    if (write(fd, sql.data(), sql.size()) != ssize_t(sql.size())) return 1;
    close(fd);

    std::vector<double> info, raw, ratios;
    for (int i = 0; i < pairs; ++i) {
        info.push_back(childCpuMs({program, "info", file}, "/dev/null"));
        raw.push_back(childCpuMs({"sqlite3", "-readonly", file}, script));
        ratios.push_back(info.back() / raw.back());
    }
    unlink(script);
    std::printf("file: %s, %d pairs (CPU time, user + system)\n", file.c_str(), pairs);
    std::printf("  info            median %7.1f ms\n", median(info));
    std::printf("  sqlite3 (every row of every table) median %7.1f ms\n", median(raw));
    std::printf("  ratio           median %.2f (range %.2f-%.2f); target <= 1.5\n", median(ratios),
                *std::min_element(ratios.begin(), ratios.end()), *std::max_element(ratios.begin(), ratios.end()));
    return 0;
}
