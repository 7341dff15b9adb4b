// A matrix read back from a reference file's JSON: a list of rows is (rows, cols), a plain list of
// numbers (a bias) is one row.
#pragma once

#include "core/conventions.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <vector>

namespace testing {

inline attn::Matrix matrixOf(const QJsonValue &v)
{
    const QJsonArray rows = v.toArray();
    if (!rows.isEmpty() && !rows.at(0).isArray()) {
        attn::Matrix m(1, rows.size());
        for (qsizetype j = 0; j < rows.size(); ++j)
            m(0, j) = rows.at(j).toDouble();
        return m;
    }
    attn::Matrix m(rows.size(), rows.isEmpty() ? 0 : rows.at(0).toArray().size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        for (qsizetype j = 0; j < m.cols(); ++j)
            m(i, j) = rows.at(i).toArray().at(j).toDouble();
    return m;
}

// The rows as printed, each as long as it is (a causal head's row i has i + 1 numbers).
inline std::vector<std::vector<double>> rowsOf(const QJsonValue &v)
{
    std::vector<std::vector<double>> out;
    for (const QJsonValue &r : v.toArray()) {
        std::vector<double> row;
        for (const QJsonValue &x : r.toArray())
            row.push_back(x.toDouble());
        out.push_back(std::move(row));
    }
    return out;
}

// The largest |a − b| of rows as printed against a matrix; infinity when the shapes differ.
inline double largestDifference(const std::vector<std::vector<double>> &a, const attn::Matrix &b)
{
    if (a.size() != std::size_t(b.rows()))
        return INFINITY;
    double worst = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].size() != std::size_t(b.cols()))
            return INFINITY;
        for (std::size_t j = 0; j < a[i].size(); ++j)
            worst = std::max(worst, std::abs(a[i][j] - b(Eigen::Index(i), Eigen::Index(j))));
    }
    return worst;
}

} // namespace testing
